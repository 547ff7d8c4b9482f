import "server-only";
import { BoundedCache } from "@/lib/cache/bounded-cache";
import { loadChefConfig, type ChefConfig } from "@/lib/config/server-config";
import { db } from "@/lib/db";
import { listStoredMeals } from "@/lib/meals/local/source";
import { createCatalogChef } from "./catalog-chef";
import { indexMeals, type IndexedMeal } from "./catalog-match";
import { createLlmChef } from "./llm-chef";
import type { RecipeChef } from "./types";

/**
 * The catalog, read and indexed at most once a minute: meals change only when the server starts
 * (seeding) or an import runs, which then shows within a minute, as in the meal search.
 */
const catalogIndex = new BoundedCache<Promise<IndexedMeal[]>>(1, 60_000);

function storedMealIndex(): Promise<IndexedMeal[]> {
  const cached = catalogIndex.get("meals");
  if (cached) return cached;
  const loading = listStoredMeals(db).then(indexMeals);
  catalogIndex.set("meals", loading);
  loading.catch(() => catalogIndex.delete("meals"));
  return loading;
}

function chefFor(config: ChefConfig): RecipeChef {
  return config.provider === "catalog" ? createCatalogChef(storedMealIndex) : createLlmChef(config);
}

let chef: RecipeChef | undefined;

/** The app's one AI chef, on the provider the configuration names. */
export function recipeChef(): RecipeChef {
  chef ??= chefFor(loadChefConfig());
  return chef;
}
