import type { Meal } from "@/lib/meals";
import type { Food } from "./food-schema";
import type { FoodTable } from "./food-table";
import { nutritionFigures, recipeNutrition } from "./recipe-nutrition";

/**
 * Catalog recipes that other recipes use as an ingredient ("2 English muffins" in eggs Benedict):
 * counted as the catalog's own recipe makes them, one piece being one serving of it. Their foods
 * are written to data/catalog-recipes.json by `npx tsx scripts/catalog/sub-recipe-foods.ts`, as the
 * app reads no catalog file at run time; tests/nutrition/sub-recipes.test.ts fails when it is stale.
 */
export const SUB_RECIPES: readonly { meal: string; food: string; aliases: string[] }[] = [
  { meal: "English muffins", food: "english muffin", aliases: ["english muffins"] },
  { meal: "Falafel", food: "falafel", aliases: ["falafels"] },
];

export const CATALOG_RECIPES_SOURCE =
  "Res-pe's own catalog recipes used as ingredients, per 100 g of their raw ingredients, counted from those ingredients with this table's USDA FoodData Central figures; a piece is one serving of the recipe. Written by scripts/catalog/sub-recipe-foods.ts: do not edit by hand.";

/** A sub-recipe as a food of the table: its per-100 g figures and the weight of one serving. */
export function subRecipeFood(meal: Pick<Meal, "servings" | "ingredients">, name: string, aliases: string[], table: FoodTable): Food {
  const recipe = recipeNutrition(meal.ingredients, table);
  const servings = meal.servings ?? 1;
  return {
    name,
    aliases,
    per100g: nutritionFigures(recipe, servings).per100g,
    pieceG: Math.round(recipe.totalGrams / servings),
  };
}
