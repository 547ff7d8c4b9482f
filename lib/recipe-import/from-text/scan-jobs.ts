import { randomBytes } from "node:crypto";
import { knownAreas } from "@/lib/own-recipes";
import { AppError, isAppError } from "@/lib/platform/errors";
import { SCAN_IMPORT_LIMITS, type ScanJob } from "@/lib/validations/recipe-import";
import { readRecipeScans } from "./read-scans";
import { NOT_A_SCAN, scanFormatOf } from "./scan-pictures";

/**
 * Photo and PDF imports run as jobs beside the request: recognising a page takes seconds, so
 * POST answers at once with the job and the cook's page asks how it goes. Jobs live in this
 * process's memory (an instance restarting loses its running imports; the cook starts again),
 * one running job per cook, finished ones kept for half an hour.
 */
type Job = ScanJob & { cookId: string; finishedAt: number | null };

const KEPT_MS = 30 * 60_000;
const MAX_JOBS = 1_000;
const STORE_KEY = Symbol.for("res-pe.recipe-import.scan-jobs");
const jobs: Map<string, Job> = ((globalThis as Record<symbol, unknown>)[STORE_KEY] as Map<string, Job> | undefined) ?? new Map();
(globalThis as Record<symbol, unknown>)[STORE_KEY] = jobs;

const ONE_AT_A_TIME = "Res-pe is still reading your last photos or PDF: please wait until it is done.";
const NOTHING_FOUND = "Res-pe could not find a recipe there: no ingredient list or method could be read. A sharper, straighter photo in good light usually helps.";
const TOO_SLOW = `Reading took longer than ${SCAN_IMPORT_LIMITS.jobSeconds / 60} minutes and was stopped. Please send fewer or smaller pages.`;

const publicJob = (job: Job): ScanJob => ({
  id: job.id,
  state: job.state,
  pagesRead: job.pagesRead,
  pages: job.pages,
  recipes: job.recipes,
  sources: job.sources,
  message: job.message,
});

function forget(now: number) {
  for (const [id, job] of jobs) if (job.finishedAt !== null && now - job.finishedAt > KEPT_MS) jobs.delete(id);
}

/**
 * Starts reading a cook's photos (JPEG, PNG, WebP, HEIC: pages of one recipe) or one PDF (each
 * recipe in it offered). Files are judged by their content before anything is queued.
 */
export function startScanImport(cookId: string, files: Buffer[]): ScanJob {
  const formats = files.map(scanFormatOf);
  if (formats.some((format) => format === undefined)) throw new AppError("unsupported_media_type", NOT_A_SCAN);
  if (formats.includes("pdf") && files.length > 1) throw new AppError("invalid_input", "Please send a PDF on its own, without photos.");
  forget(Date.now());
  if ([...jobs.values()].some((job) => job.cookId === cookId && job.finishedAt === null)) throw new AppError("conflict", ONE_AT_A_TIME);
  if (jobs.size >= MAX_JOBS) throw new AppError("rate_limited", "Res-pe is reading many imports just now. Please try again in a few minutes.", { retryAfterSeconds: 60, messageCode: "import_busy" });
  const job: Job = {
    id: randomBytes(12).toString("base64url"),
    cookId,
    state: "waiting",
    pagesRead: 0,
    pages: formats[0] === "pdf" ? 0 : files.length,
    recipes: [],
    sources: [],
    message: null,
    finishedAt: null,
  };
  jobs.set(job.id, job);
  void run(job, files);
  return publicJob(job);
}

/** A cook's import as it stands; another cook's (or a forgotten one) is not found. */
export function scanJobOf(cookId: string, id: string): ScanJob {
  const job = jobs.get(id);
  if (!job || job.cookId !== cookId) throw new AppError("not_found", "That import is not known (imports are kept for half an hour).");
  return publicJob(job);
}

async function run(job: Job, files: Buffer[]) {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), SCAN_IMPORT_LIMITS.jobSeconds * 1000);
  try {
    job.state = "reading";
    job.recipes = await readRecipeScans(files, job, { knownAreas: await knownAreas(), signal: stop.signal });
    if (job.recipes.length === 0) throw new AppError("invalid_input", NOTHING_FOUND);
    job.state = "done";
  } catch (error) {
    job.state = "failed";
    job.message = stop.signal.aborted ? TOO_SLOW : isAppError(error) ? error.message : "The files could not be read. Please try other photos or another PDF.";
    if (!isAppError(error) && !stop.signal.aborted) console.error("scan import failed", error);
  } finally {
    clearTimeout(timer);
    job.finishedAt = Date.now();
  }
}

