"use client";

import Link from "next/link";
import { fieldErrorText, fillIn } from "@/components/ui/kitchen-text";
import { codedText } from "./coded-text";
import type { Locale, Messages } from "@/lib/platform/i18n";
import type { MigrationJobView } from "@/lib/validations/migrations";

/**
 * What came across from the other app, recipe by recipe: links to the imported ones with what
 * could not come, those an earlier run brought already, look-alikes of the cook's own recipes
 * (offered, "Import anyway"), and the skipped ones with the reason.
 */
export function MigrationReport({
  job,
  onImportAnyway,
  busy,
  text,
  noteWords,
  formErrors,
  locale,
}: {
  job: MigrationJobView;
  onImportAnyway: () => void;
  busy: boolean;
  text: Messages["recipeMigration"];
  /** The report's lines by their code, in the page's language (a line without one stays as the server wrote it). */
  noteWords: Readonly<Record<string, string>>;
  /** The recipe form's messages (a skip reason without a code is one) in the page's language, by their English. */
  formErrors: Readonly<Record<string, string>>;
  locale: Locale;
}) {
  const { imported, alreadyImported, duplicates, skipped, stoppedAtCap, stoppedAtCapCode } = job.report;
  // The browser's own plural rules (no catalog shipped): "1 recette", "0 recette" in French.
  const plural = new Intl.PluralRules(locale);
  const recipes = (count: number) => fillIn(plural.select(count) === "one" ? text.recipesOne : text.recipesOther, { count });
  const [beforeLink, afterLink = ""] = fillIn(text.addedTo, { recipes: recipes(imported.length) }).split("{myRecipes}");
  return (
    <section className="migration-report" aria-labelledby="migration-report-title">
      <h2 id="migration-report-title">{fillIn(text.reportTitle, { app: job.app ?? job.fileName })}</h2>
      <p>
        {beforeLink}
        <Link href="/myRecipes">{text.myRecipes}</Link>
        {afterLink}
        {alreadyImported.length > 0 ? fillIn(text.broughtBefore, { recipes: recipes(alreadyImported.length) }) : ""}
        {duplicates.length > 0 ? fillIn(text.alreadyHave, { recipes: recipes(duplicates.length) }) : ""}
        {skipped.length > 0 ? fillIn(text.skippedCount, { count: skipped.length }) : ""}.
      </p>
      {stoppedAtCap ? <p className="migration-report__warning">{codedText(stoppedAtCap, stoppedAtCapCode, noteWords)}</p> : null}

      {imported.length > 0 ? (
        <>
          <h3>{text.added}</h3>
          <ul className="migration-report__list">
            {imported.map((item) => (
              <li key={item.id}>
                <Link href={`/recipeDetail/${item.id}`}>{item.name}</Link>
                {item.notCarried.length > 0 ? (
                  <details>
                    <summary>{fillIn(text.notCarried, { count: item.notCarried.length })}</summary>
                    <ul>
                      {item.notCarried.map((line, index) => (
                        <li key={index}>{codedText(line, item.notCarriedCodes?.[index], noteWords)}</li>
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
          <h3>{text.youHaveThese}</h3>
          <p>{text.sameAsYours}</p>
          <ul className="migration-report__list">
            {duplicates.map((item, index) => (
              <li key={`${item.name}-${index}`}>
                {item.name}: {text.likeYour} <Link href={`/recipeDetail/${item.duplicateOf.id}`}>{item.duplicateOf.name}</Link>
              </li>
            ))}
          </ul>
          <button type="button" className="button button--outline" onClick={onImportAnyway} disabled={busy}>
            {duplicates.length === 1 ? text.importItAnyway : text.importThemAnyway}
          </button>
        </>
      ) : null}

      {alreadyImported.length > 0 ? (
        <>
          <h3>{text.broughtBeforeTitle}</h3>
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
          <h3>{text.notAdded}</h3>
          <ul className="migration-report__list">
            {skipped.map((item, index) => (
              <li key={`${item.name}-${index}`}>
                {fillIn(text.skippedItem, {
                  name: codedText(item.name, item.nameCode, noteWords),
                  reason: fieldErrorText(formErrors, codedText(item.reason, item.reasonCode, noteWords)),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
