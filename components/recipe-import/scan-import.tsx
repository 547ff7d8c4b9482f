"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { FieldError } from "@/components/ui/form-field";
import { sendJson } from "@/components/ui/send-json";
import { SCAN_IMPORT_LIMITS } from "@/lib/validations/form-limits";
import type { ScanJob } from "@/lib/validations/recipe-import";
import { ImportPreview, type ImportTabProps } from "./import-preview";
import { fill } from "@/components/meals/message-text";
import { serverMessageText } from "@/components/ui/kitchen-text";
import { FilePicker } from "@/components/ui/file-picker";

const ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif,application/pdf,.pdf";
/** How often the page asks how the import goes: a page takes a second or more to read. */
const ASK_EVERY_MS = 800;

/**
 * "From a photo": photos of a recipe card or a book's page, or a PDF, read on the server (text
 * recognised offline) while the cook watches the pages go by; the recipe then opens in the
 * recipe form beside its photo, as a web page's does. A PDF's recipes are offered one by one.
 */
export function ScanImport({
  areas,
  titleId,
  words,
  text,
  serverMessages,
  checkWords,
}: ImportTabProps) {
  const UNREACHABLE = text.unreachable;
  const fileId = useId();
  const previewTitleId = useId();
  const chooserTitleId = useId();
  const files = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [job, setJob] = useState<ScanJob | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  /** A PDF's recipes the cook saved, by their place in the file: the others are still offered. */
  const [saved, setSaved] = useState<Record<number, { id: string; name: string }>>({});
  const chooserTitle = useRef<HTMLHeadingElement>(null);
  const [backFromSaving, setBackFromSaving] = useState(false);
  // Back at the file's list after a save, the cook (and their screen reader) lands on its heading.
  useEffect(() => {
    if (backFromSaving && opened === null) chooserTitle.current?.focus();
  }, [backFromSaving, opened]);

  const reading = job !== null && (job.state === "waiting" || job.state === "reading");
  const jobId = reading ? job.id : null;
  useEffect(() => {
    if (!jobId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const ask = async () => {
      const reply = await sendJson<ScanJob>("GET", `/api/recipes/import/scans/${jobId}`);
      if (stopped) return;
      if (!reply.ok || !reply.body.state) {
        setProblem(reply.status === 0 ? UNREACHABLE : serverMessageText(reply.body, serverMessages, UNREACHABLE));
        setJob(null);
        return;
      }
      const next = reply.body as ScanJob;
      setJob(next);
      if (next.state === "failed") setProblem(next.message ?? UNREACHABLE);
      if (next.state === "done" && next.recipes.length === 1) setOpened(0);
      if (next.state === "waiting" || next.state === "reading") timer = setTimeout(ask, ASK_EVERY_MS);
    };
    timer = setTimeout(ask, ASK_EVERY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [jobId, UNREACHABLE, serverMessages]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = Array.from(files.current?.files ?? []);
    if (chosen.length === 0) return setProblem(text.needPhoto);
    if (chosen.length > SCAN_IMPORT_LIMITS.files) return setProblem(fill(text.tooManyPhotos, { count: SCAN_IMPORT_LIMITS.files }));
    if (chosen.reduce((sum, file) => sum + file.size, 0) > SCAN_IMPORT_LIMITS.bytes) {
      return setProblem(fill(text.photosTooLarge, { megabytes: SCAN_IMPORT_LIMITS.bytes / 1024 / 1024 }));
    }
    setProblem(null);
    setOpened(null);
    setSaved({});
    setBackFromSaving(false);
    const form = new FormData();
    for (const file of chosen) form.append(SCAN_IMPORT_LIMITS.field, file, file.name);
    setJob({ id: "", state: "waiting", pagesRead: 0, pages: chosen.length, recipes: [], sources: [], message: null });
    const reply = await sendJson<ScanJob>("POST", "/api/recipes/import/scans", form);
    if (!reply.ok || !reply.body.id) {
      setJob(null);
      return setProblem(reply.status === 0 ? UNREACHABLE : serverMessageText(reply.body, serverMessages, UNREACHABLE));
    }
    setJob(reply.body as ScanJob);
  }

  function startAgain() {
    setJob(null);
    setOpened(null);
    setSaved({});
    setBackFromSaving(false);
    setProblem(null);
  }

  function open(index: number) {
    setBackFromSaving(false);
    setOpened(index);
  }

  const done = job?.state === "done" ? job : null;
  if (done && opened !== null && done.recipes[opened]) {
    const several = done.recipes.length > 1;
    return (
      <ImportPreview
        imported={done.recipes[opened]}
        areas={areas}
        words={words}
        text={text}
        checkWords={checkWords}
        titleId={titleId}
        previewTitleId={previewTitleId}
        onSaved={
          several
            ? (recipe) => {
                setSaved((before) => ({ ...before, [opened]: recipe }));
                setBackFromSaving(true);
                setOpened(null);
              }
            : undefined
        }
        again={
          <button type="button" className="button button--outline" onClick={several ? () => setOpened(null) : startAgain}>
            {several ? fill(text.backToRecipes, { count: done.recipes.length }) : text.anotherPhoto}
          </button>
        }
        aside={
          done.sources.length > 0
            ? done.sources.map((source, index) => (
                // eslint-disable-next-line @next/next/no-img-element -- a data URL of the cook's own photo: nothing to optimise
                <img key={index} src={source.dataUrl} width={source.width} height={source.height} alt={done.sources.length > 1 ? fill(text.yourPage, { number: index + 1 }) : text.yourPhoto} />
              ))
            : null
        }
      />
    );
  }

  if (done && done.recipes.length > 1) {
    const left = done.recipes.length - Object.keys(saved).length;
    return (
      <section className="import-preview" aria-labelledby={chooserTitleId}>
        <h2 id={chooserTitleId} ref={chooserTitle} tabIndex={-1}>
          {fill(text.fileHolds, { count: done.recipes.length })}
        </h2>
        <p>{left > 0 ? text.openEach : fill(text.allSaved, { count: done.recipes.length })}</p>
        <ul className="import-choices">
          {done.recipes.map((recipe, index) => {
            const name = recipe.recipe.name || fill(text.recipeNumber, { number: index + 1 });
            const savedAs = saved[index];
            return (
              <li key={index}>
                {savedAs ? (
                  <>
                    {fill(text.savedFromFile, { name: savedAs.name })} <Link href={`/recipeDetail/${savedAs.id}`}>{fill(text.seeSaved, { name: savedAs.name })}</Link>
                  </>
                ) : (
                  <button type="button" className="button button--outline" onClick={() => open(index)}>
                    {fill(text.open, { name })}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        <p>
          {left === 0 ? (
            <>
              <Link className="button" href="/myRecipes">
                {text.seeMine}
              </Link>{" "}
            </>
          ) : null}
          <button type="button" className="button button--outline" onClick={startAgain}>
            {text.anotherFile}
          </button>
        </p>
      </section>
    );
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-label={text.byPhoto}>
      <div className="field">
        <label htmlFor={fileId}>{text.photos}</label>
        <p id={`${fileId}-hint`} className="field__hint">
          {fill(text.photosHint, { files: SCAN_IMPORT_LIMITS.files, megabytes: SCAN_IMPORT_LIMITS.bytes / 1024 / 1024 })}
        </p>
        <FilePicker
          ref={files}
          id={fileId}
          words={{ choose: text.filesChoose, none: text.noFile, many: text.filesChosen }}
          multiple
          accept={ACCEPT}
          aria-invalid={problem !== null}
          aria-describedby={`${fileId}-hint${problem ? ` ${fileId}-error` : ""}`}
          disabled={reading}
        />
        <FieldError id={`${fileId}-error`} error={problem ?? undefined} />
      </div>
      <div className="form__actions">
        <button className="button" type="submit" disabled={reading}>
          {reading ? text.reading : text.readRecipe}
        </button>
      </div>
      <div role="status" className="import-progress">
        {reading ? (
          <>
            <label htmlFor={`${fileId}-progress`}>
              {job.pages > 0 ? fill(text.readingPageOf, { page: Math.min(job.pagesRead + 1, job.pages), pages: job.pages }) : text.opening}
            </label>
            <progress id={`${fileId}-progress`} max={Math.max(job.pages, 1)} value={job.pagesRead} />
          </>
        ) : null}
      </div>
    </form>
  );
}
