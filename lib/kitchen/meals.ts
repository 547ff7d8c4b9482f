import { db, type Transaction } from "@/lib/platform/database";
import { AppError } from "@/lib/platform/errors";
import { keepMealCopy } from "@/lib/meals";

export const MEAL_NOT_FOUND = "Meal not found.";

/** A recipe as the kitchen's lists show it. */
export type KitchenRecipe = { id: string; name: string; thumbnail: string; imageAlt: string | null; category: string; area: string };

export const RECIPE_FIELDS = { id: true, name: true, thumbnail: true, imageAlt: true, category: true, area: true } as const;

/**
 * A meal the database holds (catalog, imported or a cook's), or a 404. Outside a transaction, a
 * meal only the live meal source knows (TheMealDB in live mode) is stored first, so its recipe
 * page's heart and "Add to plan" work like any other's.
 */
export async function requireStoredMeal(mealId: string, client: Transaction | typeof db = db): Promise<KitchenRecipe> {
  const find = () => client.meal.findUnique({ where: { id: mealId }, select: RECIPE_FIELDS });
  let meal = await find();
  if (!meal && client === db && (await keepMealCopy(mealId))) meal = await find();
  if (!meal) throw new AppError("not_found", MEAL_NOT_FOUND);
  return meal;
}
