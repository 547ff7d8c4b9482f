import { BoundedCache } from "@/lib/platform/cache";
import { loadConfig } from "@/lib/platform/config";
import { db, type Transaction } from "@/lib/platform/database";
import { AppError } from "@/lib/platform/errors";
import { bumpRevision, currentRevision, revisionChanged } from "@/lib/platform/revisions";
import { createMealService, type MealService } from "./service";
import { mealSourceFor, type ConfiguredSource } from "./sources/for-config";
import { MEAL_DETAILS, mealFromRow } from "./sources/local/meal-rows";
import { listStoredMeals } from "./sources/local/source";
import { syncMeals } from "./sources/local/meal-rows";
import { isOwnRecipeId } from "./own-recipe-ids";
import type { Meal } from "./types";

/**
 * The meal domain: what a meal is, where meals come from (the embedded database or TheMealDB),
 * the seed's rules on top (the meal service), the catalog and the import. Every page, route,
 * command and other domain reads and writes meals through this face.
 */

let configured: (ConfiguredSource & { service: MealService }) | undefined;

function configuredSource() {
  if (!configured) {
    // The app's one reader of the meals' revision, shared with every other cache of meals.
    const source = mealSourceFor(loadConfig().meals, db, {
      current: () => currentRevision("meals"),
      forget: () => revisionChanged("meals"),
    });
    configured = { ...source, service: createMealService(source.source) };
  }
  return configured;
}

/** The one meal service of the app, on the source MEAL_SOURCE names. */
export function mealService(): MealService {
  return configuredSource().service;
}

export const MEAL_NOT_FOUND = "Meal not found.";

/** The meal with this id, or a `not_found` error. */
export async function getMeal(id: string): Promise<Meal> {
  const meal = await mealService().findMealById(id);
  if (!meal) throw new AppError("not_found", MEAL_NOT_FOUND);
  return meal;
}

/**
 * Keeps a copy of a meal the database does not hold but the meal source shows (with
 * MEAL_SOURCE=themealdb, any of TheMealDB's meals), as the import would: saved recipes,
 * collections, the plan and the shopping list join on stored meals, so a cook can keep and plan
 * any recipe page they can open. Answers whether the meal is stored now.
 */
export async function keepMealCopy(id: string, service: MealService = mealService()): Promise<boolean> {
  if (isOwnRecipeId(id)) return false; // a cook's recipe is stored or gone
  const meal = await service.findMealById(id);
  if (!meal) return false;
  await syncMeals(db, [meal], "themealdb");
  return true;
}

let stored: { revision: number; meals: Promise<Meal[]> } | undefined;

/**
 * Every meal in the database with its ingredients, in id order (the AI chef's catalog picks from
 * them). Read again whenever the meals' revision moves, so a cook's new recipe counts at once.
 */
export async function storedMeals(): Promise<Meal[]> {
  const revision = await currentRevision("meals");
  if (!stored || stored.revision !== revision) {
    const meals = listStoredMeals(db);
    stored = { revision, meals };
    meals.catch(() => {
      if (stored?.meals === meals) stored = undefined;
    });
  }
  return stored.meals;
}

// Meals as read for a page of results, by the meals' revision (so a write on any instance is
// seen within a second): results pages mostly show the same few thousand meals, and reading 24
// meals with their ingredients was most of a search request's work.
const readMeals = new BoundedCache<Meal>(5_000, 10 * 60_000);

/** These stored meals with their ingredients, in the order of the ids (a search's page); unknown ids are skipped. */
export async function storedMealsByIds(ids: readonly string[]): Promise<Meal[]> {
  const revision = await currentRevision("meals");
  const byId = new Map<string, Meal>();
  for (const id of ids) {
    const meal = readMeals.get(`${revision}:${id}`);
    if (meal) byId.set(id, meal);
  }
  const unread = ids.filter((id) => !byId.has(id));
  if (unread.length > 0) {
    const rows = await db.meal.findMany({ where: { id: { in: unread } }, include: MEAL_DETAILS });
    for (const row of rows) {
      const meal = mealFromRow(row);
      byId.set(row.id, meal);
      readMeals.set(`${revision}:${row.id}`, meal);
    }
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Writes stored meals (a cook's recipe, its picture) in one transaction that also moves the
 * meals' revision, then tells this process's caches: every instance shows the write within a
 * second, this one at once.
 */
export async function writeMeals<T>(write: (tx: Transaction) => Promise<T>): Promise<T> {
  const result = await db.$transaction(async (tx) => {
    const written = await write(tx);
    await bumpRevision(tx, "meals");
    return written;
  });
  revisionChanged("meals");
  return result;
}

export { createMealService, type MealService } from "./service";
export { mealSourceFor } from "./sources/for-config";
export { createTheMealDbSource } from "./sources/themealdb/source";
export { MEAL_DETAILS, mealColumns, mealFromRow, replaceIngredients, type MealOrigin, type MealRow } from "./sources/local/meal-rows";
export {
  DIFFICULTIES,
  MAX_INGREDIENTS,
  MEAL_CATEGORIES,
  MEAL_SOURCE_DOWN,
  MEAT_CATEGORIES,
  MealSourceUnavailableError,
  type Difficulty,
  type Ingredient,
  type NotEaten,
  type Meal,
  type MealAuthor,
  type MealCategory,
  type MealSource,
  type MealSummary,
} from "./types";
export { formatMinutes, ingredientLine, instructionParagraphs, instructionPreview, watchVideoUrl } from "./presentation";
export { byName, rankByName } from "./meal-order";
export { isOwnRecipeId, newOwnRecipeId } from "./own-recipe-ids";
export { CATALOG_DIR, catalogMealToMeal, catalogPicturePath, loadCatalog, type CatalogMeal } from "./catalog/load-catalog";
export { seedCatalog } from "./catalog/seed-catalog";
export { importMeals, type ImportProgress } from "./import/import-meals";
export { fetchPictures, importedMealPicture } from "./import/meal-pictures";
export { pageOfMeals, type MealPage } from "./pagination";
export { MEALS_PER_PAGE } from "@/config/meals";
