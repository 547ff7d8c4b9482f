"use client";

import Link from "next/link";
import type { MigrationJobView } from "@/lib/validations/migrations";

const recipes = (count: number) => `${count} ${count === 1 ? "recipe" : "recipes"}`;

/**
 * What came across from the other app, recipe by recipe: links to the imported ones with what
 * could not come, those an earlier run brought already, look-alikes of the cook's own recipes
 * (offered, "Import anyway"), and the skipped ones with the reason.
 */
export function MigrationReport({ job, onImportAnyway, busy }: { job: MigrationJobView; onImportAnyway: () => void; busy: boolean }) {
  const { imported, alreadyImported, duplicates, skipped, stoppedAtCap } = job.report;
  return (
    <section className="migration-report" aria-labelledby="migration-report-title">
      <h2 id="migration-report-title">What came across from {job.app ?? job.fileName}</h2>
      <p>
        {recipes(imported.length)} added to <Link href="/myRecipes">My Recipes</Link>
        {alreadyImported.length > 0 ? `; ${recipes(alreadyImported.length)} you brought over before (nothing added)` : ""}
        {duplicates.length > 0 ? `; ${recipes(duplicates.length)} you already have` : ""}
        {skipped.length > 0 ? `; ${skipped.length} skipped` : ""}.
      </p>
      {stoppedAtCap ? <p className="migration-report__warning">{stoppedAtCap}</p> : null}

      {imported.length > 0 ? (
        <>
          <h3>Added</h3>
          <ul className="migration-report__list">
            {imported.map((item) => (
              <li key={item.id}>
                <Link href={`/recipeDetail/${item.id}`}>{item.name}</Link>
                {item.notCarried.length > 0 ? (
                  <details>
                    <summary>What did not come across as it was ({item.notCarried.length})</summary>
                    <ul>
                      {item.notCarried.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </details>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {duplicates.length > 0 ? (
        <>
          <h3>You already have these</h3>
          <p>Same name and same ingredients as one of your recipes, so they were not added.</p>
          <ul className="migration-report__list">
            {duplicates.map((item, index) => (
              <li key={`${item.name}-${index}`}>
                {item.name}: like your <Link href={`/recipeDetail/${item.duplicateOf.id}`}>{item.duplicateOf.name}</Link>
              </li>
            ))}
          </ul>
          <button type="button" className="button button--outline" onClick={onImportAnyway} disabled={busy}>
            Import {duplicates.length === 1 ? "it" : "them"} anyway
          </button>
        </>
      ) : null}

      {alreadyImported.length > 0 ? (
        <>
          <h3>Brought over before</h3>
          <ul className="migration-report__list">
            {alreadyImported.map((item) => (
              <li key={item.id}>
                <Link href={`/recipeDetail/${item.id}`}>{item.name}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {skipped.length > 0 ? (
        <>
          <h3>Not added</h3>
          <ul className="migration-report__list">
            {skipped.map((item, index) => (
              <li key={`${item.name}-${index}`}>
                “{item.name}”: {item.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
