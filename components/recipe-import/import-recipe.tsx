"use client";

import Link from "next/link";
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { FieldError } from "@/components/ui/form-field";
import { fieldErrorText, serverMessageText } from "@/components/ui/kitchen-text";
import { codedText } from "./coded-text";
import { sendJson } from "@/components/ui/send-json";
import { RECIPE_IMPORT_LIMITS } from "@/lib/validations/form-limits";
import type { ImportedRecipe, RestoredRecipes } from "@/lib/validations/recipe-import";
import { ImportPreview, type ImportTabProps } from "./import-preview";
import { fill } from "@/components/meals/message-text";
import { FilePicker } from "@/components/ui/file-picker";

type Problem = { where: "url" | "html" | "file"; message: string } | null;

/**
 * "Import a recipe": a web address (or the page's HTML, pasted, for pages behind a login or a
 * bot wall) is read on the server; the recipe then opens in the recipe form, filled in, with
 * notes on what to check. Nothing is saved until Save. An exported recipes file is brought back
 * here too.
 */
export function ImportRecipe({
  areas,
  titleId,
  words,
  text,
  serverMessages,
  checkWords,
}: ImportTabProps) {
  const UNREACHABLE = text.unreachable;
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
      setProblem({ where, message: reply.status === 0 ? UNREACHABLE : serverMessageText(reply.body, serverMessages, UNREACHABLE) });
      setPasteOpen(true);
      return;
    }
    setImported(reply.body as ImportedRecipe);
  }

  function submitUrl(event: FormEvent) {
    event.preventDefault();
    if (!url.trim()) return setProblem({ where: "url", message: text.needUrl });
    void read("url", { url: url.trim() });
  }

  function submitHtml(event: FormEvent) {
    event.preventDefault();
    if (!html.trim()) return setProblem({ where: "html", message: text.needHtml });
    void read("html", { html });
  }

  async function submitFile(event: FormEvent) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return setProblem({ where: "file", message: text.needFile });
    if (file.size > RECIPE_IMPORT_LIMITS.fileBytes) return setProblem({ where: "file", message: text.fileTooLarge });
    setProblem(null);
    setRestored(null);
    let content: unknown;
    try {
      content = JSON.parse(await file.text());
    } catch {
      return setProblem({ where: "file", message: text.notOurFile });
    }
    setBusy("file");
    const reply = await sendJson<RestoredRecipes>("POST", "/api/recipes/import/file", content);
    setBusy(null);
    if (!reply.ok || !reply.body.created) {
      setProblem({ where: "file", message: reply.status === 0 ? UNREACHABLE : serverMessageText(reply.body, serverMessages, UNREACHABLE, { max: RECIPE_IMPORT_LIMITS.fileRecipes }) });
      return;
    }
    setRestored(reply.body as RestoredRecipes);
    const count = reply.body.created.length;
    toast.success(count === 1 ? text.addedOne : fill(text.addedMany, { count }));
  }

  if (imported) {
    return (
      <ImportPreview
        imported={imported}
        areas={areas}
        words={words}
        text={text}
        checkWords={checkWords}
        titleId={titleId}
        previewTitleId={previewTitleId}
        again={
          <button type="button" className="button button--outline" onClick={() => setImported(null)}>
            {text.anotherPage}
          </button>
        }
      />
    );
  }

  return (
    <div className="import-recipe">
      <form className="form" noValidate onSubmit={submitUrl} aria-label={text.byAddress}>
        <div className="field">
          <label htmlFor={urlId}>{text.address}</label>
          <p id={`${urlId}-hint`} className="field__hint">
            {text.addressHint}
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
            {busy === "url" ? text.readingPage : text.importRecipe}
          </button>
        </div>
      </form>

      <details className="import-recipe__paste" open={pasteOpen} onToggle={(event) => setPasteOpen(event.currentTarget.open)}>
        <summary>{text.pasteInstead}</summary>
        <form className="form" noValidate onSubmit={submitHtml} aria-label={text.byHtml}>
          <div className="field">
            <label htmlFor={htmlId}>{text.html}</label>
            <p id={`${htmlId}-hint`} className="field__hint">
              {text.htmlHint}
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
              {busy === "html" ? text.readingHtml : text.readHtml}
            </button>
          </div>
        </form>
      </details>

      <form className="form" noValidate onSubmit={submitFile} aria-labelledby={`${fileId}-title`}>
        <h2 id={`${fileId}-title`} className="import-recipe__title">
          {text.bringBack}
        </h2>
        <div className="field">
          <label htmlFor={fileId}>{text.exportedFile}</label>
          <p id={`${fileId}-hint`} className="field__hint">
            {text.exportedFileHint}
          </p>
          <FilePicker
            ref={fileInput}
            id={fileId}
            words={{ choose: text.fileChoose, none: text.noFile, many: text.filesChosen }}
            accept=".json,application/json,application/ld+json"
            aria-invalid={problem?.where === "file"}
            aria-describedby={`${fileId}-hint${problem?.where === "file" ? ` ${fileId}-error` : ""}`}
          />
          <FieldError id={`${fileId}-error`} error={problem?.where === "file" ? problem.message : undefined} />
        </div>
        <div className="form__actions">
          <button className="button button--outline" type="submit" disabled={busy !== null}>
            {busy === "file" ? text.adding : text.addThese}
          </button>
        </div>
        {restored ? (
          <div role="status" className="import-recipe__restored">
            <p>
              {restored.created.length === 1 ? text.restoredOne : fill(text.restoredMany, { count: restored.created.length })}{" "}
              <Link href="/myRecipes">{text.seeMine}</Link>
            </p>
            {restored.skipped.length > 0 ? (
              <ul>
                {restored.skipped.map((skip, index) => (
                  <li key={`${skip.name}-${index}`}>
                    {fill(text.skipped, {
                      name: codedText(skip.name, skip.nameCode, checkWords),
                      reason: fieldErrorText(words.fieldErrors, codedText(skip.reason, skip.reasonCode, checkWords)),
                    })}
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
