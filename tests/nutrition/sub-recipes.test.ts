import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "@/lib/meals/catalog/load-catalog";
import { CATALOG_RECIPES_SOURCE, SUB_RECIPES, foodTable, nutritionOfMeal, subRecipeFood } from "@/lib/nutrition";

/**
 * Issue 38: "2 English muffins" in eggs Benedict count the catalog's own English muffins recipe,
 * a muffin being one of its servings, through lib/nutrition/data/catalog-recipes.json.
 */
const catalog = loadCatalog();
const meal = (name: string) => catalog.find((candidate) => candidate.name === name)!;

describe("catalog recipes used as ingredients", () => {
  it("are written to the food table as the catalog makes them (run scripts/catalog/sub-recipe-foods.ts after changing one)", () => {
    const file = JSON.parse(fs.readFileSync(path.join(process.cwd(), "lib", "nutrition", "data", "catalog-recipes.json"), "utf8"));
    const foods = SUB_RECIPES.map(({ meal: name, food, aliases }) => subRecipeFood(meal(name), food, aliases, foodTable()));
    expect(file).toEqual(JSON.parse(JSON.stringify({ source: CATALOG_RECIPES_SOURCE, foods })));
  });

  it("count two English muffins as two servings of the English muffins recipe", () => {
    const muffins = nutritionOfMeal(meal("English muffins")).perServing;
    const benedict = nutritionOfMeal({ servings: 1, ingredients: [{ name: "English muffins", measure: "2" }] }).perServing;
    expect(benedict.energyKcal).toBeGreaterThanOrEqual(2 * muffins.energyKcal - 2);
    expect(benedict.energyKcal).toBeLessThanOrEqual(2 * muffins.energyKcal + 2);
    expect(nutritionOfMeal(meal("Eggs Benedict")).uncounted.map((line) => line.name)).not.toContain("English muffins");
  });
});
