/**
 * Nutrition facts: an estimate from a meal's ingredient lines (the measure parser, the food table
 * from USDA FoodData Central, unit conversion), per serving, per recipe and per 100 g.
 */
import type { Meal } from "@/lib/meals";
import { foodTable } from "./food-data";
import { mealNutrition, type MealNutrition } from "./meal-nutrition";

/** A meal's nutrition estimate from the app's food table (recipe page and API). */
export function nutritionOfMeal(meal: Pick<Meal, "servings" | "ingredients"> & Partial<Pick<Meal, "name" | "tags">>): MealNutrition {
  return mealNutrition(meal, foodTable());
}

/** GET /api/meals/<id>/nutrition's answer: exactly these five fields. */
export function toNutritionAnswer({ servings, perServing, perRecipe, per100g, uncounted }: MealNutrition) {
  return { servings, perServing, perRecipe, per100g, uncounted };
}

export { ASSUMED_SERVINGS, mealNutrition, servingLabel, type MealNutrition } from "./meal-nutrition";
export type { CountedLine, UncountedLine } from "./recipe-nutrition";
export { NUTRIENT_KEYS, type NutrientKey, type Nutrients } from "./nutrients";
export { FOOD_DATA_FILES, foodTable } from "./food-data";
export { createFoodTable } from "./food-table";
export { CATALOG_RECIPES_SOURCE, SUB_RECIPES, subRecipeFood } from "./sub-recipes";
