import { AppError } from "@/lib/platform/errors";
import type { SchemaObject } from "../../schema-org";
import { CsvProblem, readCsv } from "./csv";
import {
  durationOf, linesOf, migrated, minutesOf, nutritionOf, oneLine, paragraphs, photoLink, ratingOf, schemaRecipe, stepsFromText, textOf, uniqueNames, unreadableAt,
} from "./shared";
import type { MigratedRecipe, MigrationEntry, MigrationFormat, UnreadableRecipe } from "./types";
import { checkNote, refusalOf, type CheckNote } from "../../check-notes";

/**
 * My Recipe Box exports a CSV: a header row (title, description, preparationTime, cookingTime,
 * inactiveTime, totalTime — minutes —, quantity, ingredients, instructions, notes, nutrition —
 * "calories : 150 kcal" lines —, favorite, rating, categories and tags — ";"-separated —, video,
 * source, originalPicture — a web address) and one row per recipe, multi-line cells quoted.
 * Other spellings of the same columns (directions, servings, url…) are read too. The photo is
 * only a web address in the export: the job carries bytes and never fetches, so it is named in
 * notCarried.
 *
 * Work: the CSV is read once (see ./csv.ts) within MAX_ROWS rows of MAX_COLUMNS cells; each row
 * is then read once.
 */

const MAX_ROWS = 10_000;
const MAX_COLUMNS = 200;

type Field =
  | "title" | "description" | "prep" | "cook" | "inactive" | "total" | "yield" | "ingredients" | "instructions" | "notes" | "nutrition"
  | "favorite" | "rating" | "categories" | "tags" | "video" | "source" | "picture";

/** Header names (lower case, no spaces or underscores) → what the column holds. */
const COLUMNS: Record<string, Field> = {
  title: "title", name: "title", recipename: "title", description: "description",
  preparationtime: "prep", preptime: "prep", cookingtime: "cook", cooktime: "cook", inactivetime: "inactive", totaltime: "total",
  quantity: "yield", servings: "yield", yield: "yield", recipeyield: "yield",
  ingredients: "ingredients", instructions: "instructions", directions: "instructions", method: "instructions",
  notes: "notes", nutrition: "nutrition", favorite: "favorite", favourite: "favorite", rating: "rating",
  categories: "categories", category: "categories", tags: "tags", video: "video",
  source: "source", url: "source", sourceurl: "source", originalpicture: "picture", picture: "picture", image: "picture", imageurl: "picture", photo: "picture",
};
/** Columns only My Recipe Box writes beside the common ones: detection asks for one of them. */
const OWN_COLUMNS = ["preparationtime", "cookingtime", "inactivetime", "quantity", "originalpicture"];

const NUTRITION: Record<string, string> = {
  calories: "calories", carbohydrate: "carbohydrateContent", carbohydrates: "carbohydrateContent", protein: "proteinContent",
  fat: "fatContent", saturatedfat: "saturatedFatContent", transfat: "transFatContent", unsaturatedfat: "unsaturatedFatContent",
  cholesterol: "cholesterolContent", sodium: "sodiumContent", fiber: "fiberContent", sugar: "sugarContent", servingsize: "servingSize",
};

const normalised = (header: string) => header.trim().toLowerCase().replace(/[\s_-]+/g, "");

/** The header row's names, read from the first bytes only. */
function headerOf(entry: MigrationEntry): string[] {
  const head = textOf(entry.bytes, 4096);
  const firstLine = head.split(/\r?\n/, 1)[0] ?? "";
  try {
    return readCsv(firstLine, { rows: 1, cellsPerRow: MAX_COLUMNS })[0]?.cells.map(normalised) ?? [];
  } catch {
    return [];
  }
}

const hasRecipeColumns = (header: string[]) =>
  header.includes("title") && header.includes("ingredients") && (header.includes("instructions") || header.includes("directions"));
const looksLikeMyRecipeBox = (entry: MigrationEntry) => {
  const header = headerOf(entry);
  return hasRecipeColumns(header) && OWN_COLUMNS.some((column) => header.includes(column));
};

function nutritionOfCell(cell: string, notCarried: CheckNote[]): SchemaObject | undefined {
  const facts = new Map<string, string>();
  for (const line of linesOf(cell)) {
    const [key, ...rest] = line.split(":");
    const value = rest.join(":").trim();
    if (!key || !value) continue;
    const name = normalised(key);
    const field = Object.hasOwn(NUTRITION, name) ? NUTRITION[name] : undefined;
    if (field) facts.set(field, value);
    else notCarried.push(checkNote("nutritionField", { name: key.trim(), value }));
  }
  return nutritionOf(Object.fromEntries(facts));
}

function readRow(cells: string[], columns: (Field | null)[], headers: string[], rowNumber: number): MigratedRecipe | UnreadableRecipe {
  const value: Partial<Record<Field, string>> = {};
  const notCarried: CheckNote[] = [];
  columns.forEach((field, index) => {
    const cell = cells[index] ?? "";
    if (field) value[field] ??= cell;
    else if (cell.trim() && headers[index]?.trim()) notCarried.push(checkNote("otherField", { field: headers[index]!.trim(), value: oneLine(cell).slice(0, 80) }));
  });
  const name = oneLine(value.title);
  if (!name) return unreadableAt(checkNote("rowNumber", { number: rowNumber }), checkNote("recipeNoTitle"));

  const inactive = minutesOf(value.inactive);
  if (inactive !== null) notCarried.unshift(checkNote("inactiveTime", { minutes: inactive }));
  const nutrition = nutritionOfCell(value.nutrition ?? "", notCarried);
  const picture = oneLine(value.picture);
  if (/^https?:\/\//i.test(picture)) notCarried.push(photoLink(picture));
  const categories = uniqueNames((value.categories ?? "").split(";"));
  const source = oneLine(value.source);
  return migrated({
    sourceId: source ? `${name}|${source}` : name,
    recipe: schemaRecipe({
      name,
      description: paragraphs(value.description),
      url: source,
      video: oneLine(value.video),
      prepTime: durationOf(value.prep),
      cookTime: durationOf(value.cook),
      totalTime: durationOf(value.total),
      recipeYield: oneLine(value.yield),
      recipeCategory: categories,
      recipeIngredient: linesOf(value.ingredients),
      recipeInstructions: stepsFromText(value.instructions),
      nutrition,
    }),
    notes: paragraphs(value.notes) || null,
    rating: ratingOf(value.rating),
    // A favourite is kept as a tag, as Tandoor and Mealie do with other apps' stars.
    tags: uniqueNames([...categories, ...(value.tags ?? "").split(";"), ...(/^(true|yes|1)$/i.test(oneLine(value.favorite)) ? ["Favorite"] : [])]),
    notCarried,
  });
}

function rowsOf(entry: MigrationEntry) {
  try {
    // The header is one row more than the recipes.
    return readCsv(textOf(entry.bytes), { rows: MAX_ROWS + 1, cellsPerRow: MAX_COLUMNS });
  } catch (error) {
    if (!(error instanceof CsvProblem)) throw error;
    const note = {
      unclosed_quote: checkNote("csvUnclosedQuote", { line: error.line }),
      too_many_rows: checkNote("csvTooManyRows", { max: MAX_ROWS.toLocaleString("en") }),
      too_many_cells: checkNote("csvTooManyCells", { line: error.line, max: MAX_COLUMNS }),
    }[error.kind];
    throw refusalOf(note);
  }
}

export const myRecipeBox: MigrationFormat = {
  id: "myrecipebox",
  label: "My Recipe Box",
  detect: (upload) => upload.entries.some(looksLikeMyRecipeBox),
  *read(upload) {
    const files = upload.entries.filter((entry) => hasRecipeColumns(headerOf(entry)));
    if (files.length === 0) {
      throw new AppError("invalid_input", "This is not a My Recipe Box export: its first row does not name the columns title, ingredients and instructions.", { messageCode: "notMyRecipeBox" });
    }
    for (const file of files) {
      const [header, ...rows] = rowsOf(file);
      const columns = header!.cells.map((cell) => {
        const name = normalised(cell);
        return Object.hasOwn(COLUMNS, name) ? COLUMNS[name]! : null;
      });
      for (const [index, row] of rows.entries()) yield readRow(row.cells, columns, header!.cells, index + 2);
    }
  },
};
