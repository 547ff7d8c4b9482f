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
  /**
   * For a curry, whether its serving holds the rice it is eaten over; null for any other dish.
   * Some curries list their rice and some do not, so without saying so two servings would not
   * compare (a bowl of dal against a plate of tikka masala and rice).
   */
  servingHasRice: boolean | null;
};

/** What the serving is named for, so the same meal's figures are read the same way everywhere. */
type MealFacts = Pick<Meal, "servings" | "ingredients"> & Partial<Pick<Meal, "name" | "tags">>;

const CURRY = /\bcurry\b/i;
/** The table's rice grains (long-grain, short-grain, brown: basmati, jasmine, sushi rice are their aliases), not rice milk, flour or noodles. */
const RICE_GRAIN = /\brice$/;

/** A meal's nutrition estimate: per serving, per recipe and per 100 g, and the lines it could not count. */
export function mealNutrition(meal: MealFacts, table: FoodTable): MealNutrition {
  const recipe = recipeNutrition(meal.ingredients, table);
  const servingsAssumed = !meal.servings;
  const curry = CURRY.test([meal.name ?? "", ...(meal.tags ?? [])].join(" "));
  return {
    ...nutritionFigures(recipe, meal.servings || ASSUMED_SERVINGS),
    servingsAssumed,
    uncounted: recipe.uncounted,
    countedInPart: recipe.counted.filter((line) => line.absorbedShare !== undefined || line.notEaten !== undefined),
    servingHasRice: curry ? recipe.counted.some((line) => RICE_GRAIN.test(line.food)) : null,
  };
}

/** The serving's name as the recipe page shows it: "Per serving", or "Per serving, with rice" for a curry. */
export function servingLabel({ servingHasRice }: Pick<MealNutrition, "servingHasRice">): string {
  if (servingHasRice === null) return "Per serving";
  return `Per serving, ${servingHasRice ? "with" : "without"} rice`;
}
