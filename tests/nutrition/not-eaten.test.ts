import { describe, expect, it } from "vitest";
import { loadCatalog } from "@/lib/meals/catalog/load-catalog";
import { foodTable, mealNutrition } from "@/lib/nutrition";
import { testFoodTable } from "./test-food-table";

/** Salt and oil only, per 100 g as USDA gives them (salt = sodium × 2.5). */
const foods = testFoodTable({
  salt: { per100g: { energyKcal: 0, proteinG: 0, carbohydrateG: 0, sugarsG: 0, fatG: 0, saturatesG: 0, fibreG: 0, saltG: 97 }, gPerMl: 1.2 },
  "sunflower oil": { per100g: { energyKcal: 884, proteinG: 0, carbohydrateG: 0, sugarsG: 0, fatG: 100, saturatesG: 10.3, fibreG: 0, saltG: 0 }, gPerMl: 0.92 },
});

describe("nutrition counts only what is eaten", () => {
  it("counts a line's eaten share, names it among the lines counted in part, and keeps the reason", () => {
    const why = "Most of the salt stays in the pasta water, which is poured away.";
    const nutrition = mealNutrition({ servings: 1, ingredients: [{ name: "Salt", measure: "20 g", notEaten: { share: 0.9, why } }] }, foods);
    expect(nutrition.perRecipe.saltG).toBeCloseTo(1.94, 2); // 20 g × 10 % × 97 %
    expect(nutrition.countedInPart).toEqual([expect.objectContaining({ name: "Salt", grams: expect.closeTo(2, 5), notEaten: { share: 0.9, why } })]);
  });

  it("takes the recipe's word over the frying-bath guess", () => {
    const drained = { share: 0.5, why: "Half of the oil is poured off after frying." };
    const said = mealNutrition({ servings: 1, ingredients: [{ name: "Sunflower oil", measure: "1 l", notEaten: drained }] }, foods);
    const guessed = mealNutrition({ servings: 1, ingredients: [{ name: "Sunflower oil", measure: "1 l" }] }, foods);
    expect(said.perRecipe.energyKcal).toBe(Math.round(920 * 0.5 * 8.84));
    expect(guessed.perRecipe.energyKcal).toBe(Math.round(920 * 0.1 * 8.84));
  });

  it("brings the catalog's worst over-counts down to what a plate holds", () => {
    const catalog = loadCatalog();
    const perServing = (name: string) => mealNutrition(catalog.find((meal) => meal.name === name)!, foodTable()).perServing;
    // Before: 508 kcal, 1,586 kcal and 5.7 g of salt a serving.
    expect(perServing("Tortilla de patatas").energyKcal).toBeGreaterThan(270);
    expect(perServing("Tortilla de patatas").energyKcal).toBeLessThan(330);
    expect(perServing("Duck à l'orange").energyKcal).toBeGreaterThan(720);
    expect(perServing("Duck à l'orange").energyKcal).toBeLessThan(820);
    expect(perServing("Cacio e pepe").saltG).toBeGreaterThan(1.7);
    expect(perServing("Cacio e pepe").saltG).toBeLessThan(2.3);
  });
});
