import type { Meal } from "@/lib/meals";
import type { FoodTable } from "./food-table";
import { nutritionFigures, recipeNutrition, type CountedLine, type NutritionFigures, type UncountedLine } from "./recipe-nutrition";

/**
 * Servings for a meal that states none (TheMealDB's meals): a family meal. Shown as assumed, so
 * the cook can divide the per-recipe figures differently.
 */
export const ASSUMED_SERVINGS = 4;

export type MealNutrition = NutritionFigures & {
  servingsAssumed: boolean;
  uncounted: UncountedLine[];
  /** Lines counted only in part: what the recipe says is not eaten, and frying baths. */
  countedInPart: CountedLine[];
};

/** A meal's nutrition estimate: per serving, per recipe and per 100 g, and the lines it could not count. */
export function mealNutrition(meal: Pick<Meal, "servings" | "ingredients">, table: FoodTable): MealNutrition {
  const recipe = recipeNutrition(meal.ingredients, table);
  const servingsAssumed = !meal.servings;
  return {
    ...nutritionFigures(recipe, meal.servings || ASSUMED_SERVINGS),
    servingsAssumed,
    uncounted: recipe.uncounted,
    countedInPart: recipe.counted.filter((line) => line.absorbedShare !== undefined || line.notEaten !== undefined),
  };
}
