import { describe, expect, it } from "vitest";
import { loadCatalog } from "@/lib/meals/catalog/load-catalog";
import { foodTable, mealNutrition } from "@/lib/nutrition";
import { testFoodTable } from "./test-food-table";

/** Salt, oil, a fatty mince, a duck on the bone and tinned beans, per 100 g as USDA gives them (salt = sodium × 2.5). */
const foods = testFoodTable({
  salt: { per100g: { energyKcal: 0, proteinG: 0, carbohydrateG: 0, sugarsG: 0, fatG: 0, saturatesG: 0, fibreG: 0, saltG: 97 }, gPerMl: 1.2 },
  "sunflower oil": { per100g: { energyKcal: 884, proteinG: 0, carbohydrateG: 0, sugarsG: 0, fatG: 100, saturatesG: 10.3, fibreG: 0, saltG: 0 }, gPerMl: 0.92 },
  water: { gPerMl: 1 },
  "lamb mince": { per100g: { energyKcal: 282, proteinG: 16.6, fatG: 23.4, saturatesG: 10.2, saltG: 0.15 }, pouredOff: "fat" },
  "whole duck": { per100g: { energyKcal: 404, proteinG: 11.5, fatG: 39.3, saturatesG: 13.2, saltG: 0.16 }, edibleShare: 0.7, pouredOff: "fat" },
  chickpea: { per100g: { energyKcal: 119, proteinG: 5, carbohydrateG: 18.2, fatG: 1.1, fibreG: 4.4, saltG: 0.75 }, pouredOff: "brine" },
});

describe("nutrition counts only what is eaten", () => {
  it("counts a line's eaten share, names it among the lines counted in part, and keeps the reason", () => {
    const why = "Most of the salt stays in the pasta water, which is poured away.";
    const nutrition = mealNutrition({ servings: 1, ingredients: [{ name: "Salt", measure: "20 g", notEaten: { share: 0.9, why } }] }, foods);
    expect(nutrition.perRecipe.saltG).toBeCloseTo(1.94, 2); // 20 g × 10 % × 97 %
    expect(nutrition.countedInPart).toEqual([expect.objectContaining({ name: "Salt", grams: expect.closeTo(2, 5), notEaten: { share: 0.9, why } })]);
  });

  it('counts "Salt for the pasta water" as salt, a tenth of it when the recipe says nothing more', () => {
    const nutrition = mealNutrition({ servings: 1, ingredients: [{ name: "Salt for the pasta water", measure: "1 tbsp" }] }, foods);
    expect(nutrition.perRecipe.saltG).toBeCloseTo(18 * 0.1 * 0.97, 2); // 15 ml × 1.2 g/ml, a tenth eaten
    expect(nutrition.countedInPart).toEqual([expect.objectContaining({ food: "salt", notEaten: { share: 0.9, why: expect.stringContaining("cooking water") } })]);
    const said = mealNutrition({ servings: 1, ingredients: [{ name: "Salt for the cooking water", measure: "1 tbsp", notEaten: { share: 0.8, why: "the potatoes keep a fifth of it" } }] }, foods);
    expect(said.perRecipe.saltG).toBeCloseTo(18 * 0.2 * 0.97, 2);
    // Plain salt in the dish is all eaten.
    expect(mealNutrition({ servings: 1, ingredients: [{ name: "Salt", measure: "1 tbsp" }] }, foods).perRecipe.saltG).toBeCloseTo(18 * 0.97, 2);
  });

  it("pours off a mince's fat, not its meat", () => {
    const drained = { share: 0.1, why: "the fat that renders is drained off" };
    const nutrition = mealNutrition({ servings: 1, ingredients: [{ name: "Lamb mince", measure: "500 g", notEaten: drained }] }, foods);
    // 500 g: 117 g of fat, of which 50 g (a tenth of the line) poured off, and none of the 83 g of protein.
    expect(nutrition.perRecipe.proteinG).toBeCloseTo(83, 1);
    expect(nutrition.perRecipe.fatG).toBeCloseTo(117 - 50, 1);
    expect(nutrition.perRecipe.saturatesG).toBeCloseTo(51 - (50 * 10.2) / 23.4, 1);
    expect(nutrition.perRecipe.energyKcal).toBe(Math.round(1410 - 50 * 9));
    expect(nutrition.countedInPart).toEqual([expect.objectContaining({ grams: 450, notEaten: drained })]);
  });

  it("takes a duck's bones off by the food table's edible share, once, and its poured-off fat from the recipe", () => {
    const whole = mealNutrition({ servings: 4, ingredients: [{ name: "Whole duck", measure: "2 kg" }] }, foods);
    expect(whole.perRecipe.proteinG).toBeCloseTo(2000 * 0.7 * 0.115, 1); // 1,400 g of meat and skin
    const roasted = mealNutrition({ servings: 4, ingredients: [{ name: "Whole duck", measure: "2 kg", notEaten: { share: 0.2, why: "the fat that renders is poured off" } }] }, foods);
    expect(roasted.perRecipe.proteinG).toBeCloseTo(161, 1);
    expect(roasted.perRecipe.fatG).toBeCloseTo(1400 * 0.393 - 280, 1); // a fifth of the 1,400 g, as fat
  });

  it("drains a tin's brine: its salt goes, the beans stay", () => {
    const drained = mealNutrition({ servings: 1, ingredients: [{ name: "Tinned chickpeas", measure: "1 x 400 g tin", notEaten: { share: 0.4, why: "the tin's brine is drained off" } }] }, foods);
    expect(drained.perRecipe.proteinG).toBe(20);
    expect(drained.perRecipe.energyKcal).toBe(476);
    expect(drained.perRecipe.saltG).toBeCloseTo(3 * 0.6, 2);
    expect(drained.per100g.energyKcal).toBe(Math.round(476 / 2.4)); // 240 g eaten
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
    // The duck's bones come off once (the food table's edible share), its poured-off fat once.
    expect(perServing("Duck à l'orange").energyKcal).toBeGreaterThan(780);
    expect(perServing("Duck à l'orange").energyKcal).toBeLessThan(950);
    expect(perServing("Duck à l'orange").proteinG).toBeGreaterThan(35);
    expect(perServing("Cacio e pepe").saltG).toBeGreaterThan(1.7);
    expect(perServing("Cacio e pepe").saltG).toBeLessThan(2.3);
  });
});
