/**
 * The meal domain: what a meal is, where meals come from (the embedded database or TheMealDB),
 * the seed's rules on top (the meal service), the catalog and the import. Every page, route,
 * command and other domain reads and writes meals through this face.
 */
export { mealService } from "./configured";
export { MEAL_NOT_FOUND, getMeal, requireStoredMeal, storedMeals, storedMealsByIds, writeMeals } from "./stored-meals";
export { createTheMealDbSource } from "./sources/themealdb/source";
export { findOwnMeals, writeNewOwnMeals, writeOwnMeal, type OwnMeal, type OwnMealFields } from "./own-meals";
export {
  MEAL_CATEGORIES,
  MealSourceUnavailableError,
  type Difficulty,
  type Ingredient,
  type NotEaten,
  type Meal,
  type MealAuthor,
  type MealCard,
  type MealCategory,
  type MealSummary,
} from "./types";
export { ingredientLine, instructionParagraphs, mealCard, watchVideoUrl } from "./presentation";
export { isOwnRecipeId, newOwnRecipeId } from "./own-recipe-ids";
export { loadCatalog } from "./catalog/load-catalog";
export { seedCatalog } from "./catalog/seed-catalog";
export { importMeals, type ImportProgress } from "./import/import-meals";
export { fetchPictures, importedMealPicture } from "./import/meal-pictures";
export { pageOfMeals } from "./pagination";
export { MEALS_PER_PAGE } from "@/config/meals";
