import { randomBytes } from "node:crypto";
import { knownAreas } from "@/lib/own-recipes";
import { loadConfig } from "@/lib/platform/config";
import { AppError, isAppError } from "@/lib/platform/errors";
import { SCAN_IMPORT_LIMITS, type ImportedRecipe, type ScanJob } from "@/lib/validations/recipe-import";
import { recipeByModel } from "./model-reader";
import { recognisePage } from "./ocr";
import { pdfPages } from "./pdf";
import { NOT_A_SCAN, scanFormatOf, scanPageOf } from "./scan-pictures";
import { splitRecipes, structureRecipeText, type TextLine, type TextRecipe } from "./structure";
import { importedFromText } from "./to-imported";

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
  if (jobs.size >= MAX_JOBS) throw new AppError("rate_limited", "Res-pe is reading many imports just now. Please try again in a few minutes.", { retryAfterSeconds: 60 });
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
  void run(job, files, formats[0] === "pdf");
  return publicJob(job);
}

/** A cook's import as it stands; another cook's (or a forgotten one) is not found. */
export function scanJobOf(cookId: string, id: string): ScanJob {
  const job = jobs.get(id);
  if (!job || job.cookId !== cookId) throw new AppError("not_found", "That import is not known (imports are kept for half an hour).");
  return publicJob(job);
}

async function run(job: Job, files: Buffer[], isPdf: boolean) {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), SCAN_IMPORT_LIMITS.jobSeconds * 1000);
  try {
    job.state = "reading";
    const areas = await knownAreas();
    job.recipes = isPdf ? await readPdf(job, files[0]!, areas, stop.signal) : await readPhotos(job, files, areas, stop.signal);
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

const isRecipe = (recipe: TextRecipe) => recipe.ingredients.length > 0 && recipe.steps.length > 0;

/** How long the model may take on top of recognition before Res-pe's own reading is kept. */
const MODEL_SECONDS = 60;

/**
 * Res-pe's own reading of the lines, or, when a language model is configured, the model's, if it
 * answers in time with the recipe's shape and adds nothing the text does not hold. Any failure,
 * refusal or invention keeps the offline reading, with a note.
 */
async function readLines(lines: TextLine[], { pictures, signal }: { pictures: string[]; signal: AbortSignal }): Promise<{ text: TextRecipe; note: string | null }> {
  const offline = structureRecipeText(lines);
  const source = lines.map((line) => line.text).join("\n");
  try {
    const byModel = await recipeByModel(source, { pictures, signal: AbortSignal.any([signal, AbortSignal.timeout(MODEL_SECONDS * 1000)]) });
    if (!byModel) return { text: offline, note: null };
    // The model reads words better; the recogniser knows which lines it was unsure of.
    if (!isRecipe(byModel)) throw new Error("the model found no ingredients or steps");
    return { text: { ...byModel, doubtful: offline.doubtful.filter((line) => byModel.ingredients.includes(line) || byModel.steps.includes(line)) }, note: "The language model put the recognised text in order; every ingredient was checked against it." };
  } catch (error) {
    if (signal.aborted) throw error;
    console.warn("import: the model's reading was not used:", error instanceof Error ? error.message : error);
    return { text: offline, note: "The language model's reading could not be used, so this is Res-pe's own reading of the text." };
  }
}

function withNote(recipe: ImportedRecipe, note: string | null): ImportedRecipe {
  return note ? { ...recipe, notes: [recipe.notes[0]!, note, ...recipe.notes.slice(1)] } : recipe;
}

/** The photos are pages of one recipe (a card's front and back): their lines are read as one text. */
async function readPhotos(job: Job, files: Buffer[], areas: string[], signal: AbortSignal): Promise<ImportedRecipe[]> {
  const lines: TextLine[] = [];
  for (const file of files) {
    const page = await scanPageOf(file, scanFormatOf(file) as "jpeg");
    job.sources.push(page.shown);
    lines.push(...(await recognisePage(page.ocr, signal)));
    job.pagesRead++;
  }
  const { text, note } = await readLines(lines, { pictures: visionPictures(job), signal });
  return isRecipe(text) ? [withNote(importedFromText(text, { foundIn: "photo", pageUrl: null, knownAreas: areas }), note)] : [];
}

/** The photos as a vision model is sent them (the pages as shown: small, upright), when one is configured. */
function visionPictures(job: Job): string[] {
  return loadConfig().chef.visionModel ? job.sources.map((source) => source.dataUrl) : [];
}

/** A PDF may hold several recipes: each is offered, in the file's order. */
async function readPdf(job: Job, file: Buffer, areas: string[], signal: AbortSignal): Promise<ImportedRecipe[]> {
  const pages = await pdfPages(file);
  job.pages = pages.length;
  const lines: TextLine[] = [];
  for (const page of pages) {
    if ("lines" in page) lines.push(...page.lines);
    else {
      const shown = await scanPageOf(page.picture, "png");
      job.sources.push(shown.shown);
      lines.push(...(await recognisePage(shown.ocr, signal)));
    }
    job.pagesRead++;
  }
  const recipes: ImportedRecipe[] = [];
  for (const part of splitRecipes(lines)) {
    if (!isRecipe(structureRecipeText(part))) continue;
    const { text, note } = await readLines(part, { pictures: [], signal });
    if (isRecipe(text)) recipes.push(withNote(importedFromText(text, { foundIn: "pdf", pageUrl: null, knownAreas: areas }), note));
  }
  return recipes;
}
