"use client";

import Link from "next/link";
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { FieldError } from "@/components/ui/form-field";
import { sendJson } from "@/components/ui/send-json";
import { RECIPE_IMPORT_LIMITS, type ImportedRecipe, type RestoredRecipes } from "@/lib/validations/recipe-import";
import { ImportPreview } from "./import-preview";
import type { RecipeFormWords } from "@/components/own-recipes/recipe-form-words";

const UNREACHABLE = "Res-pe could not be reached. Please check your connection and try again.";

type Problem = { where: "url" | "html" | "file"; message: string } | null;

/**
 * "Import a recipe": a web address (or the page's HTML, pasted, for pages behind a login or a
 * bot wall) is read on the server; the recipe then opens in the recipe form, filled in, with
 * notes on what to check. Nothing is saved until Save. An exported recipes file is brought back
 * here too.
 */
export function ImportRecipe({ areas, titleId, words }: { areas: string[]; titleId: string; words: RecipeFormWords }) {
  const urlId = useId();
  const htmlId = useId();
  const fileId = useId();
  const previewTitleId = useId();
  const [url, setUrl] = useState("");
  const [html, setHtml] = useState("");
  const [busy, setBusy] = useState<"url" | "html" | "file" | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [imported, setImported] = useState<ImportedRecipe | null>(null);
  const [restored, setRestored] = useState<RestoredRecipes | null>(null);
  // Opened by the cook, or by a page that could not be read (the paste is the way round it).
  const [pasteOpen, setPasteOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  async function read(where: "url" | "html", payload: { url: string } | { html: string }) {
    setBusy(where);
    setProblem(null);
    const reply = await sendJson<ImportedRecipe>("POST", "/api/recipes/import", payload);
    setBusy(null);
    if (!reply.ok || !reply.body.recipe) {
      setProblem({ where, message: reply.status === 0 ? UNREACHABLE : (reply.body.message ?? UNREACHABLE) });
      setPasteOpen(true);
      return;
    }
    setImported(reply.body as ImportedRecipe);
  }

  function submitUrl(event: FormEvent) {
    event.preventDefault();
    if (!url.trim()) return setProblem({ where: "url", message: "Please give the web address of the recipe page." });
    void read("url", { url: url.trim() });
  }

  function submitHtml(event: FormEvent) {
    event.preventDefault();
    if (!html.trim()) return setProblem({ where: "html", message: "Please paste the page's HTML." });
    void read("html", { html });
  }

  async function submitFile(event: FormEvent) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return setProblem({ where: "file", message: "Please choose a file exported from Res-pe." });
    if (file.size > RECIPE_IMPORT_LIMITS.fileBytes) return setProblem({ where: "file", message: "The file is larger than 64 MB." });
    setProblem(null);
    setRestored(null);
    let content: unknown;
    try {
      content = JSON.parse(await file.text());
    } catch {
      return setProblem({ where: "file", message: "The file is not a recipes file exported from Res-pe (JSON-LD)." });
    }
    setBusy("file");
    const reply = await sendJson<RestoredRecipes>("POST", "/api/recipes/import/file", content);
    setBusy(null);
    if (!reply.ok || !reply.body.created) {
      setProblem({ where: "file", message: reply.status === 0 ? UNREACHABLE : (reply.body.message ?? UNREACHABLE) });
      return;
    }
    setRestored(reply.body as RestoredRecipes);
    const count = reply.body.created.length;
    toast.success(`${count} ${count === 1 ? "recipe" : "recipes"} added to My Recipes.`);
  }

  if (imported) {
    return (
      <ImportPreview
        imported={imported}
        areas={areas}
        words={words}
        titleId={titleId}
        previewTitleId={previewTitleId}
        again={
          <button type="button" className="button button--outline" onClick={() => setImported(null)}>
            Import another page
          </button>
        }
      />
    );
  }

  return (
    <div className="import-recipe">
      <form className="form" noValidate onSubmit={submitUrl} aria-label="Import from a web address">
        <div className="field">
          <label htmlFor={urlId}>Web address of the recipe</label>
          <p id={`${urlId}-hint`} className="field__hint">
            Most recipe sites work: Res-pe reads the recipe data they publish for search engines.
          </p>
          <input
            id={urlId}
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={RECIPE_IMPORT_LIMITS.url}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            aria-invalid={problem?.where === "url"}
            aria-describedby={`${urlId}-hint${problem?.where === "url" ? ` ${urlId}-error` : ""}`}
          />
          <FieldError id={`${urlId}-error`} error={problem?.where === "url" ? problem.message : undefined} />
        </div>
        <div className="form__actions">
          <button className="button" type="submit" disabled={busy !== null}>
            {busy === "url" ? "Reading the page…" : "Import recipe"}
          </button>
        </div>
      </form>

      <details className="import-recipe__paste" open={pasteOpen} onToggle={(event) => setPasteOpen(event.currentTarget.open)}>
        <summary>The page needs a login, or will not load? Paste its HTML instead</summary>
        <form className="form" noValidate onSubmit={submitHtml} aria-label="Import from the page's HTML">
          <div className="field">
            <label htmlFor={htmlId}>The page&apos;s HTML</label>
            <p id={`${htmlId}-hint`} className="field__hint">
              Open the recipe in your browser, choose View page source (Ctrl+U, or ⌥⌘U on a Mac), select all, copy, and paste it here.
            </p>
            <textarea
              id={htmlId}
              rows={6}
              value={html}
              onChange={(event) => setHtml(event.target.value)}
              aria-invalid={problem?.where === "html"}
              aria-describedby={`${htmlId}-hint${problem?.where === "html" ? ` ${htmlId}-error` : ""}`}
            />
            <FieldError id={`${htmlId}-error`} error={problem?.where === "html" ? problem.message : undefined} />
          </div>
          <div className="form__actions">
            <button className="button" type="submit" disabled={busy !== null}>
              {busy === "html" ? "Reading the HTML…" : "Read this HTML"}
            </button>
          </div>
        </form>
      </details>

      <form className="form" noValidate onSubmit={submitFile} aria-labelledby={`${fileId}-title`}>
        <h2 id={`${fileId}-title`} className="import-recipe__title">
          Bring back exported recipes
        </h2>
        <div className="field">
          <label htmlFor={fileId}>Exported recipes file</label>
          <p id={`${fileId}-hint`} className="field__hint">
            A file from Export all or a recipe&apos;s Export (or your account&apos;s data download): every recipe in it is added to My Recipes.
          </p>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept=".json,application/json,application/ld+json"
            aria-invalid={problem?.where === "file"}
            aria-describedby={`${fileId}-hint${problem?.where === "file" ? ` ${fileId}-error` : ""}`}
          />
          <FieldError id={`${fileId}-error`} error={problem?.where === "file" ? problem.message : undefined} />
        </div>
        <div className="form__actions">
          <button className="button button--outline" type="submit" disabled={busy !== null}>
            {busy === "file" ? "Adding the recipes…" : "Add these recipes"}
          </button>
        </div>
        {restored ? (
          <div role="status" className="import-recipe__restored">
            <p>
              {restored.created.length} {restored.created.length === 1 ? "recipe was" : "recipes were"} added.{" "}
              <Link href="/myRecipes">See My Recipes</Link>
            </p>
            {restored.skipped.length > 0 ? (
              <ul>
                {restored.skipped.map((skip, index) => (
                  <li key={`${skip.name}-${index}`}>
                    “{skip.name}” was not added: {skip.reason}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </form>
    </div>
  );
}
