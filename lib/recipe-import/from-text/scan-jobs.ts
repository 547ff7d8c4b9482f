import { randomBytes } from "node:crypto";
import { knownAreas } from "@/lib/own-recipes";
import { db } from "@/lib/platform/database";
import { AppError, isAppError } from "@/lib/platform/errors";
import { isLocale } from "@/lib/platform/i18n";
import { SCAN_IMPORT_LIMITS, scanJobSchema, type ScanJob } from "@/lib/validations/recipe-import";
import { readRecipeScans, type ScanProgress } from "./read-scans";
import { NOT_A_SCAN, scanFormatOf } from "./scan-pictures";

/**
 * Photo and PDF imports run as jobs beside the request: recognising a page takes seconds, so
 * POST answers at once with the job and the cook's page asks how it goes. Jobs are rows
 * (ScanImportJob), so with several server processes any of them answers, and a restart loses
 * nothing: the process reading a job moves its heartbeat every few seconds; a job whose heartbeat
 * stopped is taken up again by the next request that looks at it (read again from the start:
 * a page's recognised text is not kept, and the result is written once, whole, when it is done).
 * One taken up twice already is failed with the reason. The upload's bytes stay in the row only
 * until the job finishes. One reading job per cook (`activeFor` is unique); finished ones are
 * kept for half an hour.
 */

const KEPT_MS = 30 * 60_000;
/** Jobs waiting or reading across the site, each holding up to 20 MB in its row: more wait. */
const MAX_ACTIVE_JOBS = 20;
/** How often a reading process says it is alive (and stores the progress, when it moved). */
const HEARTBEAT_MS = 1_000;
const HEARTBEAT_AT_LEAST_MS = 10_000;
/** Far longer than a beat's gap, even on a busy machine: a live job is never taken twice. */
const STALE_AFTER_MS = 60_000;
/** Started, then taken up once after a restart: a third start would likely stop the server again. */
const MAX_ATTEMPTS = 2;

const running = new Set<string>();

const ONE_AT_A_TIME = "Res-pe is still reading your last photos or PDF: please wait until it is done.";
const NOTHING_FOUND = "Res-pe could not find a recipe there: no ingredient list or method could be read. A sharper, straighter photo in good light usually helps.";
const TOO_SLOW = `Reading took longer than ${SCAN_IMPORT_LIMITS.jobSeconds / 60} minutes and was stopped. Please send fewer or smaller pages.`;
const STOPPED = "The server stopped while reading these files, twice. Please send fewer or smaller pages.";
const LOST = "The files were no longer there after the server restarted. Please send them again.";
const NOT_KNOWN = "That import is not known (imports are kept for half an hour).";

type Row = NonNullable<Awaited<ReturnType<typeof db.scanImportJob.findUnique>>>;

const jobResult = scanJobSchema.pick({ recipes: true, sources: true });

function publicJob(row: Row): ScanJob {
  const result = jobResult.safeParse({ recipes: JSON.parse(row.recipes), sources: JSON.parse(row.sources) });
  return {
    id: row.id,
    state: row.state as ScanJob["state"],
    pagesRead: row.pagesRead,
    pages: row.pages,
    recipes: result.success ? result.data.recipes : [],
    sources: result.success ? result.data.sources : [],
    message: row.message,
  };
}

/** The files of a job, back from the one column they were stored in. */
function filesOf(row: Pick<Row, "files" | "fileSizes">): Buffer[] | null {
  if (!row.files) return null;
  const bytes = Buffer.from(row.files);
  const files: Buffer[] = [];
  let start = 0;
  for (const size of JSON.parse(row.fileSizes) as number[]) {
    files.push(bytes.subarray(start, start + size));
    start += size;
  }
  return files.length > 0 && start === bytes.length ? files : null;
}

/**
 * Starts reading a cook's photos (JPEG, PNG, WebP, HEIC: pages of one recipe) or one PDF (each
 * recipe in it offered). Files are judged by their content before anything is queued.
 */
export async function startScanImport(cookId: string, files: Buffer[]): Promise<ScanJob> {
  const formats = files.map(scanFormatOf);
  if (formats.some((format) => format === undefined)) throw new AppError("unsupported_media_type", NOT_A_SCAN);
  if (formats.includes("pdf") && files.length > 1) throw new AppError("invalid_input", "Please send a PDF on its own, without photos.");
  await db.scanImportJob.deleteMany({ where: { finishedAt: { lt: new Date(Date.now() - KEPT_MS) } } });
  const active = await db.scanImportJob.findUnique({ where: { activeFor: cookId } });
  if (active) {
    await resumeIfStale(active);
    throw new AppError("conflict", ONE_AT_A_TIME);
  }
  if ((await db.scanImportJob.count({ where: { activeFor: { not: null } } })) >= MAX_ACTIVE_JOBS) {
    throw new AppError("rate_limited", "Res-pe is reading many imports just now. Please try again in a few minutes.", { retryAfterSeconds: 60, messageCode: "import_busy" });
  }
  let row: Row;
  try {
    row = await db.scanImportJob.create({
      data: {
        id: randomBytes(12).toString("base64url"),
        userId: cookId,
        activeFor: cookId,
        state: "waiting",
        pages: formats[0] === "pdf" ? 0 : files.length,
        files: Buffer.concat(files),
        fileSizes: JSON.stringify(files.map((file) => file.length)),
        attempts: 1,
      },
    });
  } catch (error) {
    // Two imports of one cook raced: the unique key let one in.
    if ((error as { code?: string }).code === "P2002") throw new AppError("conflict", ONE_AT_A_TIME);
    throw error;
  }
  launch(row.id, files, 1);
  return publicJob(row);
}

/** A cook's import as it stands; another cook's (or a forgotten one) is not found. */
export async function scanJobOf(cookId: string, id: string): Promise<ScanJob> {
  const row = await db.scanImportJob.findUnique({ where: { id } });
  if (!row || row.userId !== cookId) throw new AppError("not_found", NOT_KNOWN);
  return publicJob((await resumeIfStale(row)) ?? row);
}

/**
 * Takes up a job whose process stopped, or fails it when it cannot be read again; the claim is
 * one conditional update, so one process wins. Answers the row as it now stands when it changed.
 */
async function resumeIfStale(row: Row): Promise<Row | null> {
  if (row.state !== "waiting" && row.state !== "reading") return null;
  if (running.has(row.id) || Date.now() - row.heartbeatAt.getTime() < STALE_AFTER_MS) return null;
  const attempt = row.attempts + 1;
  const claimed = await db.scanImportJob.updateMany({ where: { id: row.id, attempts: row.attempts, heartbeatAt: row.heartbeatAt }, data: { heartbeatAt: new Date(), attempts: attempt } });
  if (claimed.count !== 1) return db.scanImportJob.findUnique({ where: { id: row.id } });
  const files = filesOf(row);
  if (!files || row.attempts >= MAX_ATTEMPTS) await finish(row.id, attempt, { state: "failed", message: files ? STOPPED : LOST });
  else launch(row.id, files, attempt);
  return db.scanImportJob.findUnique({ where: { id: row.id } });
}

/**
 * Ends a job: its result and state in one write, its bytes dropped. Only the attempt that holds
 * the job writes (one taken up elsewhere meanwhile would have moved `attempts` on).
 */
async function finish(
  id: string,
  attempt: number,
  end: { state: "done"; recipes: ScanJob["recipes"]; sources: ScanJob["sources"]; pages: number; pagesRead: number } | { state: "failed"; message: string },
) {
  await db.scanImportJob.updateMany({
    where: { id, attempts: attempt },
    data: {
      state: end.state,
      activeFor: null,
      files: null,
      finishedAt: new Date(),
      heartbeatAt: new Date(),
      ...(end.state === "done" ? { recipes: JSON.stringify(end.recipes), sources: JSON.stringify(end.sources), pages: end.pages, pagesRead: end.pagesRead, message: null } : { message: end.message }),
    },
  });
}

function launch(id: string, files: Buffer[], attempt: number) {
  running.add(id);
  void run(id, files, attempt)
    .catch(async (error) => {
      console.error("scan import failed", error);
      await finish(id, attempt, { state: "failed", message: "The files could not be read. Please try other photos or another PDF." }).catch(() => undefined);
    })
    .finally(() => running.delete(id));
}

async function run(id: string, files: Buffer[], attempt: number) {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), SCAN_IMPORT_LIMITS.jobSeconds * 1000);
  const progress: ScanProgress = { pages: formatsArePdf(files) ? 0 : files.length, pagesRead: 0, sources: [] };
  let stored = { pages: -1, pagesRead: -1, at: 0 };
  let beating: Promise<unknown> = Promise.resolve();
  // The heartbeat carries the progress: one small write a second at most, none while nothing moved.
  const beat = setInterval(() => {
    const now = Date.now();
    if (progress.pages === stored.pages && progress.pagesRead === stored.pagesRead && now - stored.at < HEARTBEAT_AT_LEAST_MS) return;
    stored = { pages: progress.pages, pagesRead: progress.pagesRead, at: now };
    beating = beating.then(() =>
      db.scanImportJob.updateMany({ where: { id, attempts: attempt }, data: { pages: stored.pages, pagesRead: stored.pagesRead, heartbeatAt: new Date() } }).catch(() => undefined),
    );
  }, HEARTBEAT_MS);
  try {
    await db.scanImportJob.updateMany({ where: { id, attempts: attempt }, data: { state: "reading", pagesRead: 0, heartbeatAt: new Date() } });
    // What the reading writes into the recipe itself (its notes' heading) is in the cook's language.
    const owner = await db.scanImportJob.findUnique({ where: { id }, select: { userId: true } });
    const account = owner ? await db.user.findUnique({ where: { id: owner.userId }, select: { locale: true } }) : null;
    const locale = isLocale(account?.locale) ? account.locale : "en";
    const recipes = await readRecipeScans(files, progress, { knownAreas: await knownAreas(), signal: stop.signal, locale });
    if (recipes.length === 0) throw new AppError("invalid_input", NOTHING_FOUND);
    clearInterval(beat);
    await beating;
    await finish(id, attempt, { state: "done", recipes, sources: progress.sources, pages: progress.pages, pagesRead: progress.pagesRead });
  } catch (error) {
    clearInterval(beat);
    await beating;
    const message = stop.signal.aborted ? TOO_SLOW : isAppError(error) ? error.message : "The files could not be read. Please try other photos or another PDF.";
    if (!isAppError(error) && !stop.signal.aborted) console.error("scan import failed", error);
    await finish(id, attempt, { state: "failed", message });
  } finally {
    clearInterval(beat);
    clearTimeout(timer);
  }
}

const formatsArePdf = (files: Buffer[]) => scanFormatOf(files[0]!) === "pdf";
