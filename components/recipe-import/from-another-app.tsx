"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { FieldError } from "@/components/ui/form-field";
import { fillIn, serverMessageText } from "@/components/ui/kitchen-text";
import { codedText } from "./coded-text";
import { sendJson } from "@/components/ui/send-json";
import { MIGRATION_APPS, MIGRATION_LIMITS } from "@/lib/validations/form-limits";
import type { MigrationJobView } from "@/lib/validations/migrations";
import type { Locale, Messages } from "@/lib/platform/i18n";
import { MigrationReport } from "./migration-report";
import { FilePicker } from "@/components/ui/file-picker";

const POLL_MS = 700;

type Upload = { loaded: number; total: number };

/** Sends the file with XMLHttpRequest, whose upload events give a true progress for a 150 MB export. */
function uploadFile(file: File, app: string, onProgress: (upload: Upload) => void, unreachable: string): Promise<{ status: number; body: Partial<MigrationJobView> & { message?: string; code?: string } }> {
  return new Promise((resolve) => {
    const form = new FormData();
    form.set(MIGRATION_LIMITS.field, file, file.name);
    const request = new XMLHttpRequest();
    request.open("POST", `/api/migrations${app ? `?app=${encodeURIComponent(app)}` : ""}`);
    request.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.total || file.size });
    request.onload = () => {
      let body = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // An answer that is not JSON: the status says enough.
      }
      resolve({ status: request.status, body });
    };
    request.onerror = () => resolve({ status: 0, body: { message: unreachable } });
    request.send(form);
  });
}

/**
 * "From another app": the cook chooses an export (Paprika, Mealie, …, or Res-pe's own), the file
 * uploads with its progress, then the job's progress is polled until its report shows, with
 * links to every recipe added. The cook may leave: the job goes on and the page shows it again.
 * `text` is the tab's words in the cook's language, `unreachable` the page's "no connection".
 */
export function FromAnotherApp({
  latest,
  text,
  unreachable,
  serverMessages,
  noteWords,
  formErrors,
  locale,
}: {
  latest: MigrationJobView | null;
  text: Messages["recipeMigration"];
  unreachable: string;
  /** The server's refusals by their code, in the page's language (its `message` is English). */
  serverMessages: Readonly<Record<string, string>>;
  /** The report's lines, skip reasons and failures by their code, in the page's language. */
  noteWords: Readonly<Record<string, string>>;
  /** The recipe form's messages in the page's language, by their English: a skipped recipe's reason may be one. */
  formErrors: Readonly<Record<string, string>>;
  locale: Locale;
}) {
  const fileId = useId();
  const appId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [app, setApp] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [job, setJob] = useState<MigrationJobView | null>(latest);
  const running = job !== null && (job.status === "queued" || job.status === "running");

  useEffect(() => {
    if (!job || !running) return;
    const timer = setTimeout(async () => {
      const reply = await sendJson<MigrationJobView>("GET", `/api/migrations/${job.id}`);
      if (reply.ok && reply.body.status) setJob(reply.body as MigrationJobView);
      else setJob({ ...job }); // Polled again after the pause, even after a failed read.
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job, running]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return setProblem(text.needFile);
    if (file.size > MIGRATION_LIMITS.uploadBytes) return setProblem(text.tooLarge);
    setProblem(null);
    setJob(null);
    setUpload({ loaded: 0, total: file.size });
    const reply = await uploadFile(file, app, setUpload, unreachable);
    setUpload(null);
    if (reply.status !== 202 || !reply.body.id) return setProblem(serverMessageText(reply.body, serverMessages, unreachable));
    setJob(reply.body as MigrationJobView);
  }

  async function importAnyway() {
    if (!job) return;
    const reply = await sendJson<MigrationJobView>("POST", `/api/migrations/${job.id}/import-anyway`);
    if (!reply.ok || !reply.body.id) return setProblem(serverMessageText(reply.body, serverMessages, unreachable));
    setJob(reply.body as MigrationJobView);
  }

  const percent = upload ? Math.round((upload.loaded / Math.max(upload.total, 1)) * 100) : 0;
  const progress = upload
    ? { label: text.uploading, now: percent, max: 100, text: fillIn(text.uploaded, { percent }) }
    : running
      ? { label: text.bringing, now: job.done, max: Math.max(job.total, 1), text: job.total > 0 ? fillIn(text.doneOf, { done: job.done, total: job.total }) : text.opening }
      : null;

  return (
    <div className="import-recipe">
      <form className="form" noValidate onSubmit={submit} aria-label={text.formLabel}>
        <div className="field">
          <label htmlFor={fileId}>{text.file}</label>
          <p id={`${fileId}-hint`} className="field__hint">
            {text.fileHint}
          </p>
          <FilePicker
            ref={fileInput}
            id={fileId}
            words={{ choose: text.fileChoose, none: text.noFile, many: text.filesChosen }}
            aria-invalid={problem !== null}
            aria-describedby={`${fileId}-hint${problem ? ` ${fileId}-error` : ""}`}
          />
          <FieldError id={`${fileId}-error`} error={problem ?? undefined} />
        </div>
        <div className="field">
          <label htmlFor={appId}>{text.whichApp}</label>
          <select id={appId} value={app} onChange={(event) => setApp(event.target.value)}>
            <option value="">{text.tellFromFile}</option>
            {MIGRATION_APPS.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.id === "json-ld" ? text.jsonLd : choice.label}
              </option>
            ))}
          </select>
        </div>
        <div className="form__actions">
          <button className="button" type="submit" disabled={upload !== null || running}>
            {upload ? text.uploadingButton : running ? text.bringingButton : text.bringOver}
          </button>
        </div>
      </form>

      <div className="migration-progress" hidden={!progress}>
        <p id="migration-progress-label" className="migration-progress__label">
          {progress?.label}: <span role="status">{progress?.text}</span>
        </p>
        {progress ? (
          <div
            className="migration-progress__bar"
            role="progressbar"
            aria-labelledby="migration-progress-label"
            aria-valuemin={0}
            aria-valuemax={progress.max}
            aria-valuenow={progress.now}
          >
            <div className="migration-progress__fill" style={{ width: `${Math.min(100, (progress.now / progress.max) * 100)}%` }} />
          </div>
        ) : null}
      </div>

      {job?.status === "failed" ? (
        <p role="alert" className="migration-report__warning">
          {fillIn(text.failed, { file: job.fileName, reason: codedText(job.message ?? "", job.report.failureCode, noteWords) })}
        </p>
      ) : null}
      {job?.status === "done" ? <MigrationReport job={job} onImportAnyway={importAnyway} busy={running} text={text} noteWords={noteWords} formErrors={formErrors} locale={locale} /> : null}
    </div>
  );
}
