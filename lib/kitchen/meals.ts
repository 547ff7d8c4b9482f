import { db, type Transaction } from "@/lib/database";
import { AppError } from "@/lib/errors";

export const MEAL_NOT_FOUND = "Meal not found.";

/** A recipe as the kitchen's lists show it. */
export type KitchenRecipe = { id: string; name: string; thumbnail: string; imageAlt: string | null; category: string; area: string };

export const RECIPE_FIELDS = { id: true, name: true, thumbnail: true, imageAlt: true, category: true, area: true } as const;

/** A meal the database holds (catalog, imported or a cook's), or a 404. */
export async function requireStoredMeal(mealId: string, client: Transaction | typeof db = db): Promise<KitchenRecipe> {
  const meal = await client.meal.findUnique({ where: { id: mealId }, select: RECIPE_FIELDS });
  if (!meal) throw new AppError("not_found", MEAL_NOT_FOUND);
  return meal;
}
