import { AppError } from "@/lib/platform/errors";
import type { SchemaObject } from "../../schema-org";
import {
  jsonObjectOf,
  MAX_ITEMS, amountText, heading, isoDuration, migrated, nutritionOf, oneLine, paragraphs, schemaRecipe, section, step, textOf, uniqueNames, unreadable,
} from "./shared";
import type { MigratedRecipe, MigrationEntry, MigrationFormat, MigrationUpload, UnreadableRecipe } from "./types";
import { checkNote, type CheckNote } from "../../check-notes";

/**
 * Tandoor's export: a zip holding one zip per recipe (named after the recipe, or its id in newer
 * versions), each with `recipe.json` (Tandoor's RecipeExportSerializer) and `image.<ext>`. The job
 * has opened the inner zips, so a recipe is the entries under "<inner>.zip/". One recipe's zip
 * uploaded alone has its recipe.json at the top.
 *
 * Tandoor's times: `working_time` is the cook's active time (→ prepTime), `waiting_time` the
 * passive one (baking, resting, rising: → cookTime, the nearest Res-pe has), their sum totalTime.
 * Ingredients live in steps: they become one list, under each named step's name as a heading.
 *
 * Work: one pass over the entries, then each recipe.json parsed once; linear in the upload.
 */

const RECIPE_JSON = /^(?:(.+)\.zip\/)?recipe\.json$/i;
const IMAGE = /^image\.[a-z0-9]{2,5}$/i;

/** Another app's recipe.json (Nextcloud's schema.org, Mealie's snake case) names its ingredients at the top level. */
const isOtherApps = (head: string) => /"@type"|"recipeIngredient"|"recipe_ingredient"/.test(head);

/** The first bytes that tell Tandoor's recipe.json: an object with a `steps` list, none of other apps' keys. */
function looksLikeTandoor(bytes: Uint8Array): boolean {
  const head = textOf(bytes, 4096).trimStart();
  return head.startsWith("{") && /"steps"\s*:\s*\[/.test(head) && !isOtherApps(head);
}

type Named = { name?: unknown; plural_name?: unknown } | null | undefined;
type Ingredient = {
  food?: Named;
  unit?: Named;
  amount?: unknown;
  note?: unknown;
  is_header?: unknown;
  no_amount?: unknown;
  original_text?: unknown;
  order?: unknown;
  always_use_plural_food?: unknown;
  always_use_plural_unit?: unknown;
};
type Step = { name?: unknown; instruction?: unknown; ingredients?: unknown; time?: unknown; order?: unknown; file?: unknown; step_recipe?: unknown };

const numberOf = (value: unknown) => {
  const number = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
};
/** The objects of a list (a hand-edited file may hold nulls or numbers), at most MAX_ITEMS. */
const listOf = <T>(value: unknown): T[] =>
  Array.isArray(value) ? (value.slice(0, MAX_ITEMS).filter((item) => typeof item === "object" && item !== null) as T[]) : [];

/** Sorted by Tandoor's `order`, the file's order where it is equal or missing (a stable sort). */
const byOrder = <T extends { order?: unknown }>(items: T[]) =>
  items.map((item, index) => ({ item, index })).sort((a, b) => (numberOf(a.item.order) ?? a.index) - (numberOf(b.item.order) ?? b.index) || a.index - b.index).map(({ item }) => item);

/** A name in the plural when the amount asks for it and Tandoor knows the plural. */
function nameOf(named: Named, amount: number | null, alwaysPlural: unknown): string {
  if (!named || typeof named !== "object") return "";
  const plural = oneLine(named.plural_name);
  return plural && (alwaysPlural === true || (amount !== null && amount > 1)) ? plural : oneLine(named.name);
}

/** One ingredient line as Tandoor shows it: amount, unit, food, then the note. */
function ingredientLine(ingredient: Ingredient): string {
  if (ingredient.is_header === true) {
    const title = oneLine(ingredient.note) || oneLine(ingredient.food?.name) || oneLine(ingredient.original_text);
    return title ? heading(title) : "";
  }
  const amount = numberOf(ingredient.amount);
  const food = nameOf(ingredient.food, amount, ingredient.always_use_plural_food);
  const unit = nameOf(ingredient.unit, amount, ingredient.always_use_plural_unit);
  const note = oneLine(ingredient.note);
  if (!food && !unit) return oneLine(ingredient.original_text) || note;
  const shown = ingredient.no_amount === true || amount === null || amount <= 0 ? "" : amountText(amount);
  const line = [shown, unit, food].filter(Boolean).join(" ");
  return note ? `${line}, ${note}` : line;
}

function nutrition(value: unknown): SchemaObject | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const facts = value as Record<string, unknown>;
  const with_ = (key: "calories" | "carbohydrates" | "fats" | "proteins", unit: string) => {
    const number = numberOf(facts[key]);
    return number === null ? undefined : `${Math.round(number * 100) / 100} ${unit}`;
  };
  return nutritionOf({
    calories: with_("calories", "kcal"),
    carbohydrateContent: with_("carbohydrates", "g"),
    fatContent: with_("fats", "g"),
    proteinContent: with_("proteins", "g"),
  });
}

function readRecipe(sourceId: string, json: string, image: Uint8Array | undefined): MigratedRecipe | UnreadableRecipe {
  const data = jsonObjectOf(json);
  if (!data) return unreadable(sourceId, checkNote("recipeJsonUnreadable"));
  const name = oneLine(data.name);
  if (!name) return unreadable(sourceId, checkNote("noName"));

  const notCarried: CheckNote[] = [];
  const ingredients: string[] = [];
  const instructions: SchemaObject[] = [];
  byOrder(listOf<Step>(data.steps)).forEach((tandoorStep, index) => {
    const stepName = oneLine(tandoorStep.name);
    const lines = byOrder(listOf<Ingredient>(tandoorStep.ingredients)).map(ingredientLine).filter(Boolean);
    if (stepName && lines.length > 0) ingredients.push(heading(stepName));
    ingredients.push(...lines);
    // Tandoor's instructions are Markdown: each paragraph is a step of its own.
    const texts = paragraphs(tandoorStep.instruction).split("\n\n").map((text) => text.replace(/\n/g, " ").trim()).filter(Boolean);
    if (stepName && texts.length > 0) instructions.push(section(stepName, texts.map(step)));
    else instructions.push(...texts.map(step));
    const time = numberOf(tandoorStep.time);
    if (time !== null && time > 0) notCarried.push(stepName ? checkNote("stepTimeNamed", { step: index + 1, name: stepName, minutes: time }) : checkNote("stepTime", { step: index + 1, minutes: time }));
    const file = tandoorStep.file as { name?: unknown } | null | undefined;
    const fileName = file && typeof file === "object" ? oneLine(file.name) : "";
    if (file && typeof file === "object") notCarried.push(fileName ? checkNote("stepFileNamed", { step: index + 1, file: fileName }) : checkNote("stepFile", { step: index + 1 }));
    if (tandoorStep.step_recipe !== null && tandoorStep.step_recipe !== undefined) notCarried.push(checkNote("stepRecipe", { step: index + 1 }));
  });
  for (const property of listOf<{ property_amount?: unknown; property_type?: { name?: unknown; unit?: unknown } }>(data.properties)) {
    const propertyName = oneLine(property.property_type?.name);
    const amount = numberOf(property.property_amount);
    if (propertyName && amount !== null) notCarried.push(checkNote("namedValue", { name: propertyName, value: [amount, oneLine(property.property_type?.unit)].filter(Boolean).join(" ") }));
  }

  const working = numberOf(data.working_time) ?? 0;
  const waiting = numberOf(data.waiting_time) ?? 0;
  const servings = numberOf(data.servings);
  return migrated({
    sourceId,
    recipe: schemaRecipe({
      name,
      description: paragraphs(data.description),
      url: oneLine(data.source_url),
      recipeYield: servings !== null && servings > 0 ? [amountText(servings), oneLine(data.servings_text)].filter(Boolean).join(" ") : undefined,
      prepTime: isoDuration(working),
      cookTime: isoDuration(waiting),
      totalTime: isoDuration(working + waiting),
      recipeIngredient: ingredients.slice(0, MAX_ITEMS),
      recipeInstructions: instructions.slice(0, MAX_ITEMS),
      nutrition: nutrition(data.nutrition),
    }),
    pictures: image ? [image] : [],
    tags: uniqueNames(listOf<{ name?: unknown }>(data.keywords).map((keyword) => keyword?.name)),
    notCarried,
  });
}

/** Each recipe's entries: its recipe.json and its image, keyed by the inner zip's path. */
function recipesIn(entries: readonly MigrationEntry[]) {
  const recipes = new Map<string, { json?: MigrationEntry; image?: MigrationEntry }>();
  for (const entry of entries) {
    const slash = entry.path.lastIndexOf("/");
    const folder = entry.path.slice(0, slash + 1);
    const file = entry.path.slice(slash + 1);
    if (folder !== "" && !folder.toLowerCase().endsWith(".zip/")) continue;
    const isJson = RECIPE_JSON.test(entry.path);
    if (!isJson && !IMAGE.test(file)) continue;
    const found = recipes.get(folder) ?? {};
    if (isJson) found.json ??= entry;
    else found.image ??= entry;
    recipes.set(folder, found);
  }
  return [...recipes].filter((item): item is [string, { json: MigrationEntry; image?: MigrationEntry }] => item[1].json !== undefined);
}

/** The inner zip's name ("Käsespätzle.zip/" → "Käsespätzle"); the upload's own for a single recipe. */
const sourceIdOf = (folder: string, upload: MigrationUpload) =>
  (folder ? folder.slice(0, -1) : upload.fileName).replace(/^.*\//, "").replace(/\.zip$/i, "") || "recipe";

export const tandoor: MigrationFormat = {
  id: "tandoor",
  label: "Tandoor",
  detect: (upload) => upload.entries.some((entry) => RECIPE_JSON.test(entry.path) && looksLikeTandoor(entry.bytes)),
  *read(upload) {
    // A recipe.json that cannot be read is still Tandoor's (reported as unreadable), unless it is another app's.
    const recipes = recipesIn(upload.entries).filter(([, { json }]) => !isOtherApps(textOf(json.bytes, 4096)));
    if (recipes.length === 0) throw new AppError("invalid_input", "This is not a Tandoor export: it holds no recipe.json.", { messageCode: "notTandoor" });
    for (const [folder, { json, image }] of recipes) yield readRecipe(sourceIdOf(folder, upload), textOf(json.bytes), image?.bytes);
  },
};
