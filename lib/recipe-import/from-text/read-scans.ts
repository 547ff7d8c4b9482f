import { loadConfig } from "@/lib/platform/config";
import type { Locale } from "@/lib/platform/i18n";
import type { ImportedRecipe, ScanJob } from "@/lib/validations/recipe-import";
import { checkNote, englishNote, type CheckNote } from "../check-notes";
import { guessLanguage, type ReadingLanguage } from "./languages";
import { recipeByModel } from "./model-reader";
import { recognisePage, warmUpRecognition } from "./ocr";
import { pdfPages } from "./pdf";
import { renderedPageOf, scanFormatOf, scanPageOf } from "./scan-pictures";
import { splitRecipes, structureRecipeText, type TextLine, type TextRecipe } from "./structure";
import { importedFromText } from "./to-imported";

/** Where a reading reports how far it got (an import job, or the benchmark). */
export type ScanProgress = Pick<ScanJob, "pages" | "pagesRead" | "sources">;

const isRecipe = (recipe: TextRecipe) => recipe.ingredients.length > 0 && recipe.steps.length > 0;

/** How long the model may take on top of recognition before Res-pe's own reading is kept. */
const MODEL_SECONDS = 60;

/**
 * Res-pe's own reading of the lines, or, when a language model is configured, the model's, if it
 * answers in time with the recipe's shape and adds nothing the text does not hold. Any failure,
 * refusal or invention keeps the offline reading, with a note.
 */
async function readLines(lines: TextLine[], { pictures, signal }: { pictures: string[]; signal: AbortSignal }): Promise<{ text: TextRecipe; note: CheckNote | null }> {
  const offline = structureRecipeText(lines);
  const source = lines.map((line) => line.text).join("\n");
  try {
    const byModel = await recipeByModel(source, { pictures, signal: AbortSignal.any([signal, AbortSignal.timeout(MODEL_SECONDS * 1000)]) });
    if (!byModel) return { text: offline, note: null };
    // The model reads words better; the recogniser knows which lines it was unsure of.
    if (!isRecipe(byModel)) throw new Error("the model found no ingredients or steps");
    return { text: { ...byModel, doubtful: offline.doubtful.filter((line) => byModel.ingredients.includes(line) || byModel.steps.includes(line)) }, note: checkNote("modelOrdered") };
  } catch (error) {
    if (signal.aborted) throw error;
    console.warn("import: the model's reading was not used:", error instanceof Error ? error.message : error);
    return { text: offline, note: checkNote("modelNotUsed") };
  }
}

function withNote(recipe: ImportedRecipe, note: CheckNote | null): ImportedRecipe {
  if (!note) return recipe;
  const codes = recipe.noteCodes ?? [];
  return { ...recipe, notes: [recipe.notes[0]!, englishNote(note), ...recipe.notes.slice(1)], noteCodes: [codes[0]!, note, ...codes.slice(1)] };
}

/**
 * The photos are pages of one recipe (a card's front and back): their lines are read as one text,
 * each page first in the language the one before it was found in.
 */
async function readPhotos(job: ScanProgress, files: Buffer[], areas: string[], signal: AbortSignal, locale: Locale): Promise<ImportedRecipe[]> {
  const lines: TextLine[] = [];
  // The English model loads while the first photo is turned upright (or its HEIC converted).
  void warmUpRecognition();
  let language: ReadingLanguage | null = null;
  for (const file of files) {
    const page = await scanPageOf(file, scanFormatOf(file) as "jpeg");
    job.sources.push(page.shown);
    const read = await recognisePage(page.ocr, { signal, language });
    lines.push(...read.lines);
    language = read.language;
    job.pagesRead++;
  }
  const { text, note } = await readLines(lines, { pictures: visionPictures(job), signal });
  return isRecipe(text) ? [withNote(importedFromText(text, { foundIn: "photo", pageUrl: null, knownAreas: areas, locale }), note)] : [];
}

/** The photos as a vision model is sent them (the pages as shown: small, upright), when one is configured. */
function visionPictures(job: ScanProgress): string[] {
  return loadConfig().chef.visionModel ? job.sources.map((source) => source.dataUrl) : [];
}

/**
 * A PDF may hold several recipes: each is offered, in the file's order. Its scanned pages are
 * read first in the language of its text pages, or of the scanned page before.
 */
async function readPdf(job: ScanProgress, file: Buffer, areas: string[], signal: AbortSignal, locale: Locale): Promise<ImportedRecipe[]> {
  const pages = await pdfPages(file);
  job.pages = pages.length;
  const lines: TextLine[] = [];
  let language = guessLanguage(pages.flatMap((page) => ("lines" in page ? page.lines.map((line) => line.text) : [])).join("\n"));
  for (const page of pages) {
    if ("lines" in page) lines.push(...page.lines);
    else {
      const shown = await renderedPageOf(page.picture);
      job.sources.push(shown.shown);
      const read = await recognisePage(shown.ocr, { signal, language });
      lines.push(...read.lines);
      language = read.language;
    }
    job.pagesRead++;
  }
  const recipes: ImportedRecipe[] = [];
  for (const part of splitRecipes(lines)) {
    if (!isRecipe(structureRecipeText(part))) continue;
    const { text, note } = await readLines(part, { pictures: [], signal });
    if (isRecipe(text)) recipes.push(withNote(importedFromText(text, { foundIn: "pdf", pageUrl: null, knownAreas: areas, locale }), note));
  }
  return recipes;
}

/**
 * The recipes in photos of one recipe or in one PDF (files already judged by their content), read
 * offline and, when a model is configured, put in order by it. Empty when none was found.
 */
export async function readRecipeScans(
  files: Buffer[],
  progress: ScanProgress,
  { knownAreas, signal, locale = "en" }: { knownAreas: string[]; signal: AbortSignal; locale?: Locale },
): Promise<ImportedRecipe[]> {
  return scanFormatOf(files[0]!) === "pdf" ? readPdf(progress, files[0]!, knownAreas, signal, locale) : readPhotos(progress, files, knownAreas, signal, locale);
}
