import "server-only";
import { loadConfig, type ChefConfig } from "@/lib/config";
import { storedMeals, type Meal } from "@/lib/meals";
import { createCatalogChef } from "./catalog-chef";
import { indexMeals, type IndexedMeal } from "./catalog-match";
import { createLlmChef } from "./llm-chef";
import type { RecipeChef } from "./types";

/**
 * The stored meals, indexed once per version of them: the meal domain reads them again when any
 * instance writes a meal, so a cook's new recipe can be suggested at once.
 */
let indexed: { meals: Meal[]; index: IndexedMeal[] } | undefined;

async function storedMealIndex(): Promise<IndexedMeal[]> {
  const meals = await storedMeals();
  if (indexed?.meals !== meals) indexed = { meals, index: indexMeals(meals) };
  return indexed.index;
}

function chefFor(config: ChefConfig): RecipeChef {
  return config.provider === "catalog" ? createCatalogChef(storedMealIndex) : createLlmChef(config);
}

let chef: RecipeChef | undefined;

/** The app's one AI chef, on the provider the configuration names. */
export function recipeChef(): RecipeChef {
  chef ??= chefFor(loadConfig().chef);
  return chef;
}

export { describeChef } from "./describe-chef";
export { MAX_RECIPE_CHARS, RECIPE_REQUEST_MAX_BYTES, recipeQuota } from "./limits";
export { CHEF_TIMED_OUT, CHEF_UNAVAILABLE, streamRecipe } from "./recipe-response";
export type { RecipeChef } from "./types";
