import { mkdtempSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { createWorker, type Worker } from "tesseract.js";
import type { TextLine } from "./structure";

/**
 * Offline text recognition: tesseract.js (tesseract compiled to WebAssembly) in its own worker
 * thread, with the English, German, French and Spanish models from the installed
 * @tesseract.js-data packages (read from node_modules and handed over as bytes: nothing is
 * fetched from a CDN). Recognising a page takes a second or more of one core, so a process keeps at most
 * OCR_WORKERS of them and pages wait their turn.
 */
const OCR_WORKERS = 1;
/** A page that takes longer is given up on (its worker ended and replaced), and the import goes on without it. */
const OCR_PAGE_SECONDS = 45;
/**
 * Loading the four models takes about as long as reading two pages (8 s of a busy core, measured
 * by `npm run bench -- photo-import`), so they are loaded ahead: when a cook opens the import page
 * (while they choose the photos) and when an import starts (beside the PDF's rendering or the
 * HEIC's conversion). A worker left idle this long is ended, giving its memory back.
 */
const IDLE_MINUTES = 15;

/** Installed packages' folders, found from the app's folder (Next's bundles move this file). */
function installed(file: string): string {
  return createRequire(path.join(process.cwd(), "package.json")).resolve(file);
}

/**
 * One worker reads with the four models together ("eng+deu+fra+spa"), so "œufs", "Würfel" and
 * "cucharadas" read right on any card without a first pass to guess the language. Measured with
 * `npm run bench -- photo-import` on a busy 2-core machine against the English model alone:
 * ingredient lines right on clean cards 93 % (was 87 %), on turned or blurred ones 93 % (87 %),
 * steps found 82 % (50 %); seconds per photo p95 10.6 (7.2), the first page loading four models.
 */
const OCR_LANGUAGES = ["eng", "deu", "fra", "spa"] as const;

let modelFolder: string | undefined;

/**
 * One folder holding the four installed models: tesseract.js reads every model from one
 * `langPath`, and each model is its own package. Links, made once per process, not copies.
 * (Handing the models over as bytes would need no folder, but tesseract.js 7 then passes the
 * bytes where the model's name belongs and fails to start.)
 */
function models(): string {
  if (modelFolder) return modelFolder;
  const folder = mkdtempSync(path.join(tmpdir(), "res-pe-ocr-"));
  for (const code of OCR_LANGUAGES) {
    symlinkSync(installed(`@tesseract.js-data/${code}/4.0.0_best_int/${code}.traineddata.gz`), path.join(folder, `${code}.traineddata.gz`));
  }
  modelFolder = folder;
  return folder;
}

function workerOptions() {
  return {
    langPath: models(),
    workerPath: installed("tesseract.js/src/worker-script/node/index.js"),
    corePath: path.dirname(installed("tesseract.js-core/package.json")),
    cacheMethod: "none",
    gzip: true,
  };
}

type Pool = { idle: Worker[]; count: number; waiting: ((worker: Worker) => void)[]; idleTimer?: NodeJS.Timeout };

// One pool per process: Next bundles each route with its own copy of this module.
const POOL_KEY = Symbol.for("res-pe.recipe-import.ocr-pool");
const pool: Pool = ((globalThis as Record<symbol, unknown>)[POOL_KEY] as Pool | undefined) ?? { idle: [], count: 0, waiting: [] };
(globalThis as Record<symbol, unknown>)[POOL_KEY] = pool;

async function takeWorker(): Promise<Worker> {
  clearTimeout(pool.idleTimer);
  const idle = pool.idle.pop();
  if (idle) return idle;
  if (pool.count < OCR_WORKERS) {
    pool.count++;
    try {
      return await createWorker(OCR_LANGUAGES.join("+"), 1, workerOptions());
    } catch (error) {
      pool.count--;
      throw error;
    }
  }
  return new Promise((resolve) => pool.waiting.push(resolve));
}

function giveBack(worker: Worker) {
  const next = pool.waiting.shift();
  if (next) return next(worker);
  pool.idle.push(worker);
  clearTimeout(pool.idleTimer);
  pool.idleTimer = setTimeout(() => {
    for (const idle of pool.idle.splice(0)) {
      pool.count--;
      void idle.terminate().catch(() => undefined);
    }
  }, IDLE_MINUTES * 60_000);
  pool.idleTimer.unref();
}

/**
 * Loads the recognition models in the background when no worker holds them yet, so the first
 * page read does not wait for them. Resolves when they are ready (or failed: the page's reading
 * will try again and say why).
 */
export async function warmUpRecognition(): Promise<void> {
  if (pool.count > 0) return;
  try {
    giveBack(await takeWorker());
  } catch (error) {
    console.warn("import: the recognition models could not be loaded ahead:", error instanceof Error ? error.message : error);
  }
}

/** A worker that timed out is ended; the next page in line gets a new one. */
async function retire(worker: Worker) {
  pool.count--;
  await worker.terminate().catch(() => undefined);
  const next = pool.waiting.shift();
  if (next) void takeWorker().then(next, () => pool.waiting.unshift(next));
}

type Box = { x0: number; y0: number; x1: number; y1: number };
type Word = { text: string; confidence: number; bbox: Box };
type Line = { text: string; confidence: number; bbox: Box; words: Word[] };
type Block = { paragraphs: { lines: Line[] }[] };
type Segment = { text: string; confidence: number; x0: number };

/** A line's words, cut where the space between two is wider than three of the line's heights. */
function segmentsOf(line: Line): Segment[] {
  const height = Math.max(line.bbox.y1 - line.bbox.y0, 1);
  const segments: Word[][] = [];
  for (const word of line.words) {
    const current = segments.at(-1);
    const previous = current?.at(-1);
    if (current && previous && word.bbox.x0 - previous.bbox.x1 <= 3 * height) current.push(word);
    else segments.push([word]);
  }
  if (segments.length <= 1) return [{ text: line.text.trim(), confidence: line.confidence, x0: line.bbox.x0 }];
  return segments.map((words) => ({
    text: words.map((word) => word.text).join(" ").trim(),
    confidence: words.reduce((sum, word) => sum + word.confidence, 0) / words.length,
    x0: words[0]!.bbox.x0,
  }));
}

/**
 * Reading order for a card in two columns: tesseract joins a row of both columns into one line
 * when they sit close. Where several lines split at a wide gap, the lines from the first such
 * one on are read as two columns, the left one first; the lines above (title, yield) stay first.
 */
export function inReadingOrder(lines: Line[]): TextLine[] {
  const rows = lines.map(segmentsOf);
  const split = rows.filter((row) => row.length === 2);
  if (split.length < 3) return rows.flat().map(({ text, confidence }) => ({ text, confidence }));
  const boundary = split.map((row) => row[1]!.x0).sort((a, b) => a - b)[Math.floor(split.length / 2)]! - 1;
  const first = rows.findIndex((row) => row.length === 2);
  const left: Segment[] = [];
  const right: Segment[] = [];
  for (const row of rows.slice(first)) for (const segment of row) (segment.x0 >= boundary * 0.9 ? right : left).push(segment);
  return [...rows.slice(0, first).flat(), ...left, ...right].map(({ text, confidence }) => ({ text, confidence }));
}

/**
 * The lines of text on a page picture (PNG or JPEG bytes), in reading order as tesseract lays
 * out its blocks (a card's two columns come one after the other), each with its confidence.
 */
export async function recognisePage(picture: Buffer, signal?: AbortSignal): Promise<TextLine[]> {
  const worker = await takeWorker();
  let timer: NodeJS.Timeout | undefined;
  let blocks: Block[];
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("ocr timeout")), OCR_PAGE_SECONDS * 1000);
      signal?.addEventListener("abort", () => reject(new Error("ocr aborted")), { once: true });
    });
    const result = await Promise.race([worker.recognize(picture, {}, { text: false, blocks: true }), timeout]);
    blocks = (result.data.blocks ?? []) as Block[];
  } catch (error) {
    await retire(worker);
    throw error;
  } finally {
    clearTimeout(timer);
  }
  giveBack(worker);
  return inReadingOrder(blocks.flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines)));
}
