import { z } from "zod";
import { CATALOG_OR_MEALDB_ID, OWN_RECIPE_ID } from "@/config/meals";
import { dietsOf } from "@/lib/diets";
import { MAX_INGREDIENTS, type Ingredient, type IngredientEntry, type Meal, type MealCategory, type MealSummary } from "../../types";

/**
 * TheMealDB's JSON → the app's types. Its fields are strings, empty strings, single spaces or
 * null, in any mix, with Windows line ends in the instructions; these functions are the only
 * place that knows.
 */
const optionalText = z.string().nullish();

/**
 * TheMealDB's ids are digits; another Res-pe answering at TheMealDB's paths also sends its cooks'
 * recipes (20 letters and digits). Either shape is safe in a path; nothing else is taken.
 */
const mealId = z.string().refine((id) => CATALOG_OR_MEALDB_ID.test(id) || OWN_RECIPE_ID.test(id));

const rawMealSchema = z.looseObject({
  idMeal: mealId,
  strMeal: z.string(),
  strCategory: optionalText,
  strArea: optionalText,
  strInstructions: optionalText,
  strMealThumb: optionalText,
  strTags: optionalText,
  strYoutube: optionalText,
  strSource: optionalText,
});

const rawSummarySchema = z.object({ idMeal: mealId, strMeal: z.string(), strMealThumb: optionalText });

const rawCategorySchema = z.object({
  idCategory: z.string(),
  strCategory: z.string(),
  strCategoryThumb: optionalText,
  strCategoryDescription: optionalText,
});

/** `{ "meals": [...] | null }`; null means "nothing found". */
export const mealsResponseSchema = z.object({ meals: z.array(rawMealSchema).nullable() });
export const summariesResponseSchema = z.object({ meals: z.array(rawSummarySchema).nullable() });
export const categoriesResponseSchema = z.object({ categories: z.array(rawCategorySchema).nullable() });
export const areasResponseSchema = z.object({ meals: z.array(z.object({ strArea: z.string() })).nullable() });
export const ingredientsResponseSchema = z.object({
  meals: z
    .array(z.object({ idIngredient: z.string(), strIngredient: z.string(), strDescription: optionalText, strType: optionalText }))
    .nullable(),
});

type RawMeal = z.infer<typeof rawMealSchema>;

/** Trimmed text, or null for null, "" and whitespace. */
function cleanText(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/** Unix line ends, no trailing spaces, at most one blank line between paragraphs. */
export function cleanInstructions(value: string | null | undefined): string {
  return (value ?? "")
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** strIngredient1..20 with strMeasure1..20, skipping blank ingredients, in order. */
export function ingredientPairs(raw: Record<string, unknown>): Ingredient[] {
  const pairs: Ingredient[] = [];
  for (let index = 1; index <= MAX_INGREDIENTS; index += 1) {
    const name = cleanText(raw[`strIngredient${index}`]);
    if (name) pairs.push({ name, measure: cleanText(raw[`strMeasure${index}`]) ?? "" });
  }
  return pairs;
}

export function reshapeMeal(raw: RawMeal): Meal {
  const ingredients = ingredientPairs(raw);
  return {
    id: raw.idMeal,
    name: raw.strMeal.trim(),
    category: cleanText(raw.strCategory) ?? "Miscellaneous",
    area: cleanText(raw.strArea) ?? "Unknown",
    instructions: cleanInstructions(raw.strInstructions),
    thumbnail: cleanText(raw.strMealThumb) ?? "",
    imageAlt: null,
    youtube: cleanText(raw.strYoutube),
    source: cleanText(raw.strSource),
    tags: (cleanText(raw.strTags) ?? "")
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    servings: null,
    // TheMealDB states no times, difficulty or tips, and we invent none; diets come from the lines.
    prepMinutes: null,
    cookMinutes: null,
    totalMinutes: null,
    difficulty: null,
    diets: dietsOf(ingredients),
    tips: [],
    ingredients,
    author: null,
  };
}

export function reshapeMealSummary(raw: z.infer<typeof rawSummarySchema>): MealSummary {
  return { id: raw.idMeal, name: raw.strMeal.trim(), thumbnail: cleanText(raw.strMealThumb) ?? "", imageAlt: null };
}

export function reshapeCategory(raw: z.infer<typeof rawCategorySchema>): MealCategory {
  return {
    id: raw.idCategory,
    name: raw.strCategory.trim(),
    thumbnail: cleanText(raw.strCategoryThumb),
    description: cleanText(raw.strCategoryDescription) ?? "",
  };
}

export function reshapeIngredientEntry(raw: NonNullable<z.infer<typeof ingredientsResponseSchema>["meals"]>[number]): IngredientEntry {
  return { id: raw.idIngredient, name: raw.strIngredient.trim(), description: cleanText(raw.strDescription), type: cleanText(raw.strType) };
}
