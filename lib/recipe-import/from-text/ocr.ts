import { mkdtempSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { createWorker, type Worker } from "tesseract.js";
import { READING_LANGUAGES, guessLanguage, type ReadingLanguage } from "./languages";
import type { TextLine } from "./structure";

/**
 * Offline text recognition: tesseract.js (tesseract compiled to WebAssembly) in its own worker
 * thread, with the English, German, French and Spanish models from the installed
 * @tesseract.js-data packages (read from node_modules: nothing is fetched from a CDN).
 * Recognising a page takes a second or more of one core, so a process keeps at most
 * OCR_WORKERS of them and pages wait their turn.
 */
const OCR_WORKERS = 1;
/** A page that takes longer (both its readings) is given up on (its worker ended and replaced), and the import goes on without it. */
const OCR_PAGE_SECONDS = 45;
/**
 * The English model is loaded ahead, when a cook opens the import page (while they choose the
 * photos) and when an import starts (beside the PDF's rendering or the HEIC's conversion); the
 * others only when a page needs them. A worker left idle this long is ended, giving its memory back.
 */
const IDLE_MINUTES = 15;
/**
 * Below this mean confidence, a page whose language could not be guessed is read again with the
 * four models together, and the surer of the two readings kept. The bench's clean and blurred
 * cards read at 85–96 with their first model.
 */
const UNSURE_BELOW = 70;

/** Installed packages' folders, found from the app's folder (Next's bundles move this file). */
function installed(file: string): string {
  return createRequire(path.join(process.cwd(), "package.json")).resolve(file);
}

/**
 * The models a page is read with: English first (most cards, and the one to guess the others'
 * language from), then, for a card in German, French or Spanish, its own model with English
 * behind it ("deu+eng": tesseract tries the second only on words the first is unsure of, so "ml"
 * and "tbsp" still read). Reading every page with the four together ("eng+deu+fra+spa") loaded
 * four models (8.4 s under load) before the first page, tried each unsure word (a paper's grain,
 * a two-column card's gap) four times (3× slower there), and let English's reading win over the
 * right one ("Preparacion", "cuilléres"): French ingredient lines 74 % right on the bench, now 98 %.
 */
const modelsFor = (language: ReadingLanguage) => (language === "eng" ? "eng" : `${language}+eng`);
const ALL_MODELS = READING_LANGUAGES.join("+");

let modelFolder: string | undefined;

/**
 * One folder holding the four installed models (each read only when a page first needs it):
 * tesseract.js reads every model from one `langPath`, and each model is its own package. Links, made once per process, not copies.
 * (Handing the models over as bytes would need no folder, but tesseract.js 7 then passes the
 * bytes where the model's name belongs and fails to start.)
 */
function models(): string {
  if (modelFolder) return modelFolder;
  const folder = mkdtempSync(path.join(tmpdir(), "res-pe-ocr-"));
  for (const code of READING_LANGUAGES) {
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

type Pool = { idle: Worker[]; count: number; waiting: ((worker: Worker) => void)[]; idleTimer?: NodeJS.Timeout; models: WeakMap<Worker, string> };

// One pool per process: Next bundles each route with its own copy of this module.
const POOL_KEY = Symbol.for("res-pe.recipe-import.ocr-pool");
const pool: Pool = ((globalThis as Record<symbol, unknown>)[POOL_KEY] as Pool | undefined) ?? { idle: [], count: 0, waiting: [], models: new WeakMap() };
(globalThis as Record<symbol, unknown>)[POOL_KEY] = pool;

async function takeWorker(): Promise<Worker> {
  clearTimeout(pool.idleTimer);
  const idle = pool.idle.pop();
  if (idle) return idle;
  if (pool.count < OCR_WORKERS) {
    pool.count++;
    try {
      const worker = await createWorker("eng", 1, workerOptions());
      pool.models.set(worker, "eng");
      return worker;
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
 * Loads the English model in the background when no worker holds it yet, so the first
 * page read does not wait for it. Resolves when it is ready (or failed: the page's reading
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

const AMOUNT = String.raw`^(\d+(?:[.,]\d+)?)`;
/** "1,5 1 de", "1 | Milch": the litre's lone "l" read as a one or a bar (before "de", "d'", "of" or a noun). */
const MISREAD_LITRE = new RegExp(String.raw`${AMOUNT} (?:1|\||I) (?=de |d'|of |\p{Lu}\p{Ll})`, "u");
/** "500 mil de lait", "100 mi de aceite": the millilitre with an i the blur put in. */
const MISREAD_MILLILITRE = new RegExp(String.raw`${AMOUNT} ?mil? (?=\p{L})`, "u");

/**
 * A line with a unit the recogniser misread after its amount put right. Only these two: neither
 * "1" nor "mi" is ever a unit after an amount, and the parser would take them for part of the
 * amount or the ingredient's name.
 */
export function withUnitsRepaired(text: string): string {
  return text.replace(MISREAD_LITRE, "$1 l ").replace(MISREAD_MILLILITRE, "$1 ml ");
}

/** How sure the recogniser was of a reading: its lines' confidences, weighted by their length. */
function confidenceOf(lines: Line[]): number {
  const letters = lines.reduce((sum, line) => sum + line.text.trim().length, 0);
  return letters === 0 ? 0 : lines.reduce((sum, line) => sum + line.confidence * line.text.trim().length, 0) / letters;
}

/** What a page read as, and in which language (null when it could not be told). */
export type RecognisedPage = { lines: TextLine[]; language: ReadingLanguage | null };

/**
 * The lines of text on a page picture (PNG or JPEG bytes), in reading order as tesseract lays
 * out its blocks (a card's two columns come one after the other), each with its confidence.
 * Read first with English, or with `language` when the pages before it or the PDF's text told
 * it; read again with its own model when its words say it is another language, or with all
 * four when they say nothing and the reading is unsure.
 */
export async function recognisePage(picture: Buffer, { signal, language = null }: { signal?: AbortSignal; language?: ReadingLanguage | null } = {}): Promise<RecognisedPage> {
  const worker = await takeWorker();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("ocr timeout")), OCR_PAGE_SECONDS * 1000);
    signal?.addEventListener("abort", () => reject(new Error("ocr aborted")), { once: true });
  });
  timeout.catch(() => undefined);
  const read = async (models: string): Promise<Line[]> => {
    // Loading a model the worker has read before takes a tenth of a second; a new one, a few tenths more.
    if (pool.models.get(worker) !== models) {
      pool.models.delete(worker);
      await Promise.race([worker.reinitialize(models), timeout]);
      pool.models.set(worker, models);
    }
    const result = await Promise.race([worker.recognize(picture, {}, { text: false, blocks: true }), timeout]);
    return ((result.data.blocks ?? []) as Block[]).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
  };
  let lines: Line[];
  let found: ReadingLanguage | null;
  try {
    const first = language ?? "eng";
    lines = await read(modelsFor(first));
    found = guessLanguage(lines.map((line) => line.text).join("\n"));
    if (found && found !== first) lines = await read(modelsFor(found));
    else if (!found && confidenceOf(lines) < UNSURE_BELOW) {
      const again = await read(ALL_MODELS);
      if (confidenceOf(again) > confidenceOf(lines)) lines = again;
    }
  } catch (error) {
    await retire(worker);
    throw error;
  } finally {
    clearTimeout(timer);
  }
  giveBack(worker);
  return { lines: inReadingOrder(lines).map((line) => ({ ...line, text: withUnitsRepaired(line.text) })), language: found ?? language };
}
