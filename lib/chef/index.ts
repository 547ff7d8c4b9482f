import "server-only";
import { loadConfig, type ChefConfig } from "@/lib/platform/config";
import { AppError } from "@/lib/platform/errors";
import { consumeRateLimit } from "@/lib/platform/rate-limit";
import { storedMeals, type Meal } from "@/lib/meals";
import { createCatalogChef } from "./catalog-chef";
import { indexMeals, type IndexedMeal } from "./catalog-match";
import { MAX_RECIPE_CHARS, modelBudget, takeModelCallSlot } from "./limits";
import { createLlmChef } from "./llm-chef";
import { streamRecipe } from "./recipe-response";
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
function recipeChef(): RecipeChef {
  chef ??= chefFor(loadConfig().chef);
  return chef;
}

/** `chef`, giving back its model call slot however its answer ends. */
function releasingWhenDone(chef: RecipeChef, release: () => void): RecipeChef {
  return {
    provider: chef.provider,
    async *writeRecipe(ingredients, options) {
      try {
        yield* chef.writeRecipe(ingredients, options);
      } finally {
        release();
      }
    },
  };
}

/**
 * The chef's recipe for `ingredients`, streamed. A language model is asked only within the
 * instance's concurrent calls and everyone's hourly budget (429 with Retry-After beyond either);
 * the catalog chef costs nothing and is not counted. A model answers in the cook's `language`.
 */
export async function askChef(ingredients: readonly string[], clientSignal: AbortSignal, language = "en"): Promise<Response> {
  const config = loadConfig().chef;
  let chef = recipeChef();
  const budget = modelBudget(config);
  let release = () => {};
  if (budget) {
    release = takeModelCallSlot(config.maxConcurrentCalls);
    try {
      const verdict = await consumeRateLimit(budget, "everyone");
      if (!verdict.allowed) throw new AppError("rate_limited", budget.message, { retryAfterSeconds: verdict.retryAfterSeconds });
    } catch (error) {
      release();
      throw error;
    }
    chef = releasingWhenDone(chef, release);
  }
  try {
    return await streamRecipe(chef, ingredients, { clientSignal, timeoutMs: config.timeoutMs, maxChars: MAX_RECIPE_CHARS, language });
  } catch (error) {
    release();
    throw error;
  }
}

export { askModel, type ModelMessage } from "./ask-model";
export { RECIPE_REQUEST_MAX_BYTES, addressRecipeQuota, recipeQuota } from "./limits";
