import { createHash } from "node:crypto";
import { MEAL_CATEGORIES } from "@/config/meals";
import { RECIPE_LIMITS, recipeSchema, type RecipeInput } from "@/lib/validations/recipes";
import type { SchemaObject } from "../schema-org";
import type { Locale } from "@/lib/platform/i18n";
import { checkNote, englishNote, recipeLineIn, type CheckCode, type CheckNote } from "../check-notes";
import { recipeDraft } from "../to-draft";
import type { MigratedRecipe } from "./formats/types";

/**
 * One migrated recipe as Res-pe's recipe (the form's own checks), with everything that could
 * not come across named in the cook's words. Res-pe's recipe has no description, notes, rating or
 * nutrition of its own: they are kept at the end of the method under "Notes" (the recipe page
 * shows them), and the report says so; ingredient section headings, extra photos and a total
 * time that is not preparation plus cooking are listed as not carried.
 */
type ConvertedRecipe =
  | { ok: true; input: RecipeInput; notCarried: string[]; notCarriedCodes: (CheckNote | null)[]; keys: string[] }
  | { ok: false; name: string; nameCode: CheckNote | null; reason: string };

/** The draft's notes that say something was cut or left out: the report lists them as not carried. */
const CUT_NOTES = new Set<CheckCode>([
  "nameShortened", "ingredientShortened", "tooManyIngredients", "tooManyIngredientsAndMore", "instructionsCut",
  "prepTooLong", "cookTooLong", "totalTooLong", "longKeywords", "tooManyTags",
]);

const stars = (rating: number) => `${"★".repeat(Math.round(rating))}${"☆".repeat(5 - Math.round(rating))} (${rating}/5)`;

const nutritionText = (value: unknown): string | null => {
  if (typeof value !== "object" || value === null) return null;
  const { description, ...fields } = value as SchemaObject;
  const parts = Object.entries(fields).filter(([key]) => key !== "@type").filter(([, amount]) => typeof amount === "string" || typeof amount === "number").map(([key, amount]) => `${key.replace(/Content$/, "").replace(/([A-Z])/g, " $1").toLowerCase()}: ${amount}`);
  return [typeof description === "string" ? description : null, parts.join(", ") || null].filter(Boolean).join("\n") || null;
};

/** The keys that recognise the recipe again: the app's own id, and a hash of what the cook reads. */
function migrationKeys(formatId: string, sourceId: string | null, input: Pick<RecipeInput, "name" | "ingredients" | "instructions">): string[] {
  const hash = createHash("sha256").update(JSON.stringify([input.name, input.ingredients, input.instructions])).digest("base64url");
  return [...(sourceId ? [`${formatId}:${sourceId.slice(0, 200)}`] : []), `hash:${hash}`];
}

export function convertRecipe(
  migrated: MigratedRecipe,
  { formatId, appLabel, knownAreas, locale = "en" }: { formatId: string; appLabel: string; knownAreas: readonly string[]; locale?: Locale },
): ConvertedRecipe {
  const notCarried = migrated.notCarried.map(englishNote);
  // One for one with notCarried: the code a page words in the cook's language.
  const notCarriedCodes: (CheckNote | null)[] = migrated.notCarried.map((note) => ({ ...note }));
  const carry = (note: CheckNote) => {
    notCarried.push(englishNote(note));
    notCarriedCodes.push(note);
  };
  const recipe = migrated.recipe;
  // The app's categories and tags are offered to the category matcher after its own category.
  const categories = [recipe.recipeCategory, ...migrated.tags].flat().filter((item) => item !== undefined && item !== null);
  const draft = recipeDraft({ ...recipe, recipeCategory: categories }, { pageUrl: null, knownAreas });
  const unnamed = draft.recipe.name ? null : checkNote("recipeWithoutName");
  const name = draft.recipe.name || englishNote(checkNote("recipeWithoutName"));

  const sections = draft.recipe.ingredients.filter((item) => item.measure === "" && /:$/.test(item.name));
  if (sections.length > 0) carry(checkNote("ingredientSections", { sections: sections.map((item) => item.name.slice(0, -1)).join(", ") }));
  const ingredients = draft.recipe.ingredients.filter((item) => !sections.includes(item));

  const tags = [...new Set([...draft.recipe.tags, ...migrated.tags.map((tag) => tag.replace(/,/g, " ").trim())])].filter((tag) => tag.length > 0);
  const tooLong = tags.filter((tag) => tag.length > RECIPE_LIMITS.tag);
  const fitting = tags.filter((tag) => tag.length <= RECIPE_LIMITS.tag);
  if (tooLong.length > 0) carry(checkNote("tagsTooLong", { max: RECIPE_LIMITS.tag, tags: tooLong.join(", ") }));
  if (fitting.length > RECIPE_LIMITS.tags) carry(checkNote("tagsBeyond", { max: RECIPE_LIMITS.tags, tags: fitting.slice(RECIPE_LIMITS.tags).join(", ") }));

  const noteLines: string[] = [];
  if (draft.description) {
    noteLines.push(draft.description);
    carry(checkNote("descriptionKept"));
  }
  if (migrated.notes) {
    noteLines.push(...migrated.notes.split(/\r?\n/).filter((line) => line.trim()));
    carry(checkNote("notesKept"));
  }
  if (migrated.rating !== null) {
    noteLines.push(recipeLineIn(locale, "ratingLine", { app: appLabel, stars: stars(migrated.rating) }));
    carry(checkNote("ratingKept"));
  }
  const nutrition = nutritionText(recipe.nutrition);
  if (nutrition) {
    noteLines.push(recipeLineIn(locale, "nutritionLine", { app: appLabel, nutrition: nutrition.replace(/\n/g, "; ") }));
    carry(checkNote("nutritionKept"));
  }
  let instructions = draft.recipe.instructions;
  if (noteLines.length > 0) {
    // Recipe text, not the page's: in the cook's language at import (their account's setting).
    const block = `\n${recipeLineIn(locale, "notesHeading")}\n${noteLines.join("\n")}`;
    const room = RECIPE_LIMITS.instructions.max - instructions.length;
    if (room > 20) instructions += block.length <= room ? block : `${block.slice(0, room - 1)}…`;
    if (block.length > room) carry(checkNote("notesEndCut"));
  }
  for (const note of draft.checks) if (CUT_NOTES.has(note.code as CheckCode)) carry(note);
  if (draft.checks.some((note) => note.code === "noServings")) carry(checkNote("servingsAssumed", { servings: draft.recipe.servings }));

  const totalSaid = typeof recipe.totalTime === "string" ? /PT(\d+)M/.exec(recipe.totalTime)?.[1] : undefined;
  if (totalSaid !== undefined) {
    const { prepMinutes, cookMinutes } = draft.recipe;
    if (prepMinutes === null || cookMinutes === null || prepMinutes + cookMinutes !== Number(totalSaid)) {
      carry(checkNote("totalTimeNotKept", { minutes: Number(totalSaid) }));
    }
  }
  if (migrated.pictures.length > 1) for (let index = 1; index < migrated.pictures.length; index += 1) carry(checkNote("extraPhoto", { number: index + 1, count: migrated.pictures.length }));

  const category = draft.recipe.category || "Miscellaneous";
  const parsed = recipeSchema.safeParse({
    ...draft.recipe,
    name,
    category: (MEAL_CATEGORIES as readonly string[]).includes(category) ? category : "Miscellaneous",
    area: draft.recipe.area || "Unknown",
    instructions,
    ingredients,
    tags: fitting.slice(0, RECIPE_LIMITS.tags),
  });
  // The reason is the recipe form's own message: the report words it as the form does (fieldErrorTranslations).
  if (!parsed.success) return { ok: false, name, nameCode: unnamed, reason: parsed.error.issues[0]?.message ?? "It does not pass the recipe form's checks." };
  return { ok: true, input: parsed.data, notCarried, notCarriedCodes, keys: migrationKeys(formatId, migrated.sourceId, parsed.data) };
}
