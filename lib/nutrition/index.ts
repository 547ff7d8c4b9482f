import type { Meal } from "@/lib/meals/types";
import { foodTable } from "./food-data";
import { mealNutrition, type MealNutrition } from "./meal-nutrition";

/** A meal's nutrition estimate from the app's food table (recipe page and API). */
export function nutritionOfMeal(meal: Pick<Meal, "servings" | "ingredients">): MealNutrition {
  return mealNutrition(meal, foodTable());
}

/** GET /api/meals/<id>/nutrition's answer: exactly these five fields. */
export function toNutritionAnswer({ servings, perServing, perRecipe, per100g, uncounted }: MealNutrition) {
  return { servings, perServing, perRecipe, per100g, uncounted };
}
