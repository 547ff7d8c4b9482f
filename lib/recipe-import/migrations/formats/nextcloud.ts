import { AppError } from "@/lib/platform/errors";
import type { SchemaObject } from "../../schema-org";
import {
  jsonObjectOf,
  MAX_ITEMS, durationOf, entriesByPath, folderOf, linesOf, migrated, nutritionOf, oneLine, paragraphs, photoLink, schemaRecipe, step, textOf, uniqueNames,
  unreadable,
} from "./shared";
import type { MigratedRecipe, MigrationFormat, UnreadableRecipe } from "./types";
import { checkNote, type CheckNote } from "../../check-notes";

/**
 * Nextcloud Cookbook keeps each recipe as a folder in the cook's Files ("Recipes/<name>/"):
 * `recipe.json`, schema.org as the app writes it (durations "PT0H30M0S", the yield a number,
 * keywords one comma string, its own `id`), and `full.jpg` beside `thumb.jpg` and `thumb16.jpg`
 * (smaller copies of the same photo, left out). The cook zips that folder and uploads it.
 * Older versions kept the steps as one text and the id as a number; both are read.
 *
 * Work: one pass over the entries, each recipe.json parsed once; linear in the upload.
 */

/** A recipe.json inside a folder: the folder is the recipe. */
const RECIPE_JSON = /(?:^|\/)([^/]+)\/recipe\.json$/i;
const NUTRITION_KEYS = [
  "calories", "carbohydrateContent", "cholesterolContent", "fatContent", "fiberContent", "proteinContent", "saturatedFatContent",
  "servingSize", "sodiumContent", "sugarContent", "transFatContent", "unsaturatedFatContent",
] as const;

/** A long description can push the ingredients down: 64 KB covers any real recipe.json's keys. */
function looksLikeNextcloud(bytes: Uint8Array): boolean {
  const head = textOf(bytes, 64 * 1024).trimStart();
  return head.startsWith("{") && /"recipeIngredient"\s*:/.test(head);
}

/** Steps as Nextcloud keeps them: a list of texts (or HowToSteps in recipes imported from the web), or one text. */
function instructionsOf(value: unknown): SchemaObject[] {
  const items = Array.isArray(value) ? value.slice(0, MAX_ITEMS) : [value];
  return items
    .flatMap((item) => linesOf(typeof item === "object" && item !== null ? (item as SchemaObject).text : item))
    .slice(0, MAX_ITEMS)
    .map(step);
}

function nutrition(value: unknown): SchemaObject | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const facts = value as Record<string, unknown>;
  return nutritionOf(Object.fromEntries(NUTRITION_KEYS.map((key) => [key, typeof facts[key] === "string" ? oneLine(facts[key]) : undefined])));
}

function readRecipe(folder: string, json: string, photo: Uint8Array | undefined): MigratedRecipe | UnreadableRecipe {
  const data = jsonObjectOf(json);
  if (!data) return unreadable(folder, checkNote("recipeJsonUnreadable"));
  const name = oneLine(data.name);
  if (!name) return unreadable(folder, checkNote("noName"));

  const notCarried: CheckNote[] = [];
  const tools = (Array.isArray(data.tool) ? data.tool : [data.tool]).map(oneLine).filter(Boolean).slice(0, MAX_ITEMS);
  if (tools.length > 0) notCarried.push(checkNote("tools", { tools: tools.join(", ") }));
  const image = oneLine(data.image);
  if (!photo && /^https?:\/\//i.test(image)) notCarried.push(photoLink(image));

  const category = oneLine(data.recipeCategory);
  const keywords = typeof data.keywords === "string" ? data.keywords.split(",") : Array.isArray(data.keywords) ? data.keywords : [];
  const yieldNumber = typeof data.recipeYield === "number" && data.recipeYield > 0 ? String(data.recipeYield) : oneLine(data.recipeYield);
  const id = oneLine(data.id);
  return migrated({
    sourceId: id || folder,
    recipe: schemaRecipe({
      name,
      description: paragraphs(data.description),
      url: oneLine(data.url),
      prepTime: durationOf(data.prepTime),
      cookTime: durationOf(data.cookTime),
      totalTime: durationOf(data.totalTime),
      recipeCategory: category,
      recipeCuisine: oneLine(data.recipeCuisine),
      recipeYield: yieldNumber === "0" ? undefined : yieldNumber,
      recipeIngredient: (Array.isArray(data.recipeIngredient) ? data.recipeIngredient.slice(0, MAX_ITEMS) : linesOf(data.recipeIngredient)).map(oneLine).filter(Boolean),
      recipeInstructions: instructionsOf(data.recipeInstructions),
      nutrition: nutrition(data.nutrition),
    }),
    pictures: photo ? [photo] : [],
    tags: uniqueNames([category, ...keywords]),
    notCarried,
  });
}

export const nextcloud: MigrationFormat = {
  id: "nextcloud",
  label: "Nextcloud Cookbook",
  detect: (upload) => upload.entries.some((entry) => RECIPE_JSON.test(entry.path) && looksLikeNextcloud(entry.bytes)),
  *read(upload) {
    const byPath = entriesByPath(upload.entries);
    // Folders whose recipe.json is another app's (Tandoor's steps) are not Nextcloud's; unreadable ones are, and are reported.
    const recipes = upload.entries.filter((entry) => RECIPE_JSON.test(entry.path) && !/"steps"\s*:\s*\[/.test(textOf(entry.bytes, 4096)));
    if (recipes.length === 0) throw new AppError("invalid_input", "This is not a Nextcloud Cookbook export: it holds no recipe folder with a recipe.json.", { messageCode: "notNextcloud" });
    for (const entry of recipes) {
      const folder = folderOf(entry.path);
      yield readRecipe(RECIPE_JSON.exec(entry.path)![1]!, textOf(entry.bytes), byPath.get(`${folder}full.jpg`));
    }
  },
};
