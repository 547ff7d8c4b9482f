import { BoundedCache } from "@/lib/platform/cache";
import { db, type Transaction } from "@/lib/platform/database";
import { AppError } from "@/lib/platform/errors";
import { bumpRevision, currentRevision, revisionChanged } from "@/lib/platform/revisions";
import { mealService } from "./configured";
import type { MealService } from "./service";
import { MEAL_DETAILS, mealFromRow, syncMeals } from "./sources/local/meal-rows";
import { listStoredMeals } from "./sources/local/source";
import { isOwnRecipeId } from "./own-recipe-ids";
import type { Meal } from "./types";

/** The meals the database holds: read by id, kept from the live source, and written. */

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

/**
 * Throws `not_found` unless the database holds the meal (catalog, imported or a cook's), read
 * fresh: a cook's lists point at stored meals. A meal only the live meal source knows (TheMealDB
 * in live mode) is stored first, so its recipe page's heart and "Add to plan" work like any other's.
 */
export async function requireStoredMeal(id: string): Promise<void> {
  const stored = () => db.meal.count({ where: { id } });
  if ((await stored()) > 0 || ((await keepMealCopy(id)) && (await stored()) > 0)) return;
  throw new AppError("not_found", MEAL_NOT_FOUND);
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

/**
 * Stored meals by id, the one way from ids to meals (a search's page, the pantry's matches, a
 * cook's saved recipes, collections and plan): with their ingredients, in the order of the ids,
 * an id no stored meal has skipped. Given things that name meals and `idOf`, answers each thing
 * with its meal in the same way (a plan may name one meal twice).
 */
export function storedMealsByIds(ids: readonly string[]): Promise<Meal[]>;
export function storedMealsByIds<T>(items: readonly T[], idOf: (item: T) => string): Promise<{ item: T; meal: Meal }[]>;
export async function storedMealsByIds<T>(items: readonly T[], idOf?: (item: T) => string): Promise<Meal[] | { item: T; meal: Meal }[]> {
  const byId = await readStoredMeals(items.map((item) => (idOf ? idOf(item) : (item as string))));
  if (!idOf) return (items as readonly string[]).flatMap((id) => byId.get(id) ?? []);
  return items.flatMap((item) => {
    const meal = byId.get(idOf(item));
    return meal ? [{ item, meal }] : [];
  });
}

async function readStoredMeals(ids: readonly string[]): Promise<Map<string, Meal>> {
  const revision = await currentRevision("meals");
  const byId = new Map<string, Meal>();
  for (const id of ids) {
    const meal = readMeals.get(`${revision}:${id}`);
    if (meal) byId.set(id, meal);
  }
  const unread = [...new Set(ids.filter((id) => !byId.has(id)))];
  if (unread.length > 0) {
    const rows = await db.meal.findMany({ where: { id: { in: unread } }, include: MEAL_DETAILS });
    for (const row of rows) {
      const meal = mealFromRow(row);
      byId.set(row.id, meal);
      readMeals.set(`${revision}:${row.id}`, meal);
    }
  }
  return byId;
}

/**
 * Writes stored meals (a cook's recipe, its picture) in one transaction that also moves the
 * meals' revision, then tells this process's caches: every instance shows the write within a
 * second, this one at once. `meals`: the ids of every meal the write may change (create, edit,
 * delete), when the caller knows them; the search's copies then read only those again, not the
 * whole index (a migration writes a batch every second or so). Without it they read everything.
 */
export async function writeMeals<T>(write: (tx: Transaction) => Promise<T>, { meals }: { meals?: readonly string[] } = {}): Promise<T> {
  const result = await db.$transaction(async (tx) => {
    const written = await write(tx);
    await bumpRevision(tx, "meals", meals);
    return written;
  });
  revisionChanged("meals");
  return result;
}
