import { describe, expect, it } from "vitest";
import { ASSUMED_SERVINGS, mealNutrition } from "@/lib/nutrition/meal-nutrition";
import { testFoodTable } from "./test-food-table";

/**
 * Three recipes worked out by hand. Figures per 100 g are USDA FoodData Central's (SR Legacy),
 * rounded, with salt = sodium × 2.5; each recipe's arithmetic is written beside it. Order of the
 * figures everywhere: kcal, protein, carbohydrate, sugars, fat, saturates, fibre, salt.
 */
const per100g = (
  energyKcal: number,
  proteinG: number,
  carbohydrateG: number,
  sugarsG: number,
  fatG: number,
  saturatesG: number,
  fibreG: number,
  saltG: number,
) => ({ energyKcal, proteinG, carbohydrateG, sugarsG, fatG, saturatesG, fibreG, saltG });

const foods = testFoodTable({
  "plain flour": { per100g: per100g(364, 10, 76, 0.3, 1, 0.2, 2.7, 0), gPerMl: 0.53 },
  egg: { per100g: per100g(143, 12.6, 0.7, 0.4, 9.5, 3.1, 0, 0.36), pieceG: 50 },
  milk: { per100g: per100g(61, 3.2, 4.8, 4.8, 3.3, 1.9, 0, 0.11), gPerMl: 1.03 },
  salt: { per100g: per100g(0, 0, 0, 0, 0, 0, 0, 97), gPerMl: 1.2 },
  "sunflower oil": { per100g: per100g(884, 0, 0, 0, 100, 10.3, 0, 0), gPerMl: 0.92 },
  lemon: { per100g: per100g(29, 1.1, 9.3, 2.5, 0.3, 0.04, 2.8, 0.01), pieceG: 85 },
  "chopped tomatoes": { per100g: per100g(32, 1.6, 4.8, 3.6, 0.3, 0.04, 1.9, 0.3) },
  onion: { per100g: per100g(40, 1.1, 9.3, 4.2, 0.1, 0.04, 1.7, 0.01), pieceG: 110 },
  garlic: { per100g: per100g(149, 6.4, 33, 1, 0.5, 0.09, 2.1, 0.04), pieceG: 5 },
  "vegetable stock": { per100g: per100g(5, 0.3, 0.6, 0.3, 0.2, 0.1, 0, 0.7) },
  "olive oil": { per100g: per100g(884, 0, 0, 0, 100, 13.8, 0, 0), gPerMl: 0.92 },
  sugar: { per100g: per100g(400, 0, 100, 100, 0, 0, 0, 0), gPerMl: 0.85 },
  basil: { per100g: per100g(23, 3.2, 2.7, 0.3, 0.6, 0.04, 1.6, 0.01) },
  "cayenne pepper": { per100g: per100g(318, 12, 56.6, 10.3, 17.3, 3.3, 27.2, 0.08), gPerMl: 0.45 },
  "basmati rice": { per100g: per100g(360, 6.6, 79, 0.1, 0.6, 0.2, 1.3, 0), gPerMl: 0.85 },
  "red lentil": { per100g: per100g(352, 24, 60, 2, 1.1, 0.15, 11, 0.02), gPerMl: 0.8 },
  turmeric: { per100g: per100g(312, 9.7, 67, 3.2, 3.3, 1.8, 22.7, 0.07), gPerMl: 0.5 },
  "coconut milk": { per100g: per100g(230, 2.3, 5.5, 3.3, 24, 21, 2.2, 0.04) },
  butter: { per100g: per100g(717, 0.9, 0.1, 0.1, 81, 51, 0, 1.6), gPerMl: 0.96 },
  spinach: { per100g: per100g(23, 2.9, 3.6, 0.4, 0.4, 0.06, 2.2, 0.2) },
  lime: { per100g: per100g(30, 0.7, 10.5, 1.7, 0.2, 0.02, 2.8, 0), pieceG: 67 },
});

describe("a meal's nutrition, worked out by hand", () => {
  it("pancakes for 4: grams, counts, spoons of a dense liquid, a pinch; lemon to taste and an unknown food left out", () => {
    const nutrition = mealNutrition(
      {
        servings: 4,
        ingredients: [
          { name: "Plain flour", measure: "125 g" }, //   125 g
          { name: "Eggs", measure: "2" }, //              2 × 50 g = 100 g
          { name: "Milk", measure: "300 ml" }, //         300 ml × 1.03 = 309 g
          { name: "Salt", measure: "1 pinch" }, //        0.36 g
          { name: "Sunflower oil", measure: "1 tbsp" }, // 15 ml × 0.92 = 13.8 g
          { name: "Lemon", measure: "to taste" }, //      no amount
          { name: "Vanilla pod", measure: "1" }, //       not in the table
        ],
      },
      foods,
    );
    // Total 548.16 g.
    // kcal: 125×3.64 + 100×1.43 + 309×0.61 + 13.8×8.84 = 455 + 143 + 188.49 + 121.992 = 908.482
    // protein: 12.5 + 12.6 + 9.888 = 34.988            carbohydrate: 95 + 0.7 + 14.832 = 110.532
    // sugars: 0.375 + 0.4 + 14.832 = 15.607            fat: 1.25 + 9.5 + 10.197 + 13.8 = 34.747
    // saturates: 0.25 + 3.1 + 5.871 + 1.4214 = 10.6424 fibre: 3.375
    // salt: 0.36 (eggs) + 0.3399 (milk) + 0.3492 (pinch) = 1.0491
    expect(nutrition.perRecipe).toEqual(per100g(908, 35, 110.5, 15.6, 34.7, 10.6, 3.4, 1.05));
    // ÷ 4: 227.12, 8.747, 27.633, 3.902, 8.687, 2.661, 0.844, 0.2623
    expect(nutrition.perServing).toEqual(per100g(227, 8.7, 27.6, 3.9, 8.7, 2.7, 0.8, 0.26));
    // ÷ 5.4816: 165.73, 6.383, 20.164, 2.847, 6.339, 1.941, 0.616, 0.1914
    expect(nutrition.per100g).toEqual(per100g(166, 6.4, 20.2, 2.8, 6.3, 1.9, 0.6, 0.19));
    expect(nutrition.servings).toBe(4);
    expect(nutrition.servingsAssumed).toBe(false);
    expect(nutrition.uncounted).toEqual([
      { name: "Lemon", measure: "to taste", reason: "no amount" },
      { name: "Vanilla pod", measure: "1", reason: "unknown ingredient" },
    ]);
  });

  it("tomato soup as TheMealDB writes it, with no servings stated: a tin, a medium onion, minced cloves, a litre, 'tbs'", () => {
    const nutrition = mealNutrition(
      {
        servings: null,
        ingredients: [
          { name: "Chopped Tomatoes", measure: "1 tin" }, //              the standard can: 400 g
          { name: "Onion", measure: "1 medium finely diced" }, //         110 g
          { name: "Garlic", measure: "3 cloves minced" }, //              3 × 5 g = 15 g
          { name: "Vegetable Stock", measure: "1 Litre" }, //             1000 ml × 1.0 (no density) = 1000 g
          { name: "Olive Oil", measure: "2 tbs" }, //                     30 ml × 0.92 = 27.6 g
          { name: "Sugar", measure: "1/2 tsp" }, //                       2.5 ml × 0.85 = 2.125 g
          { name: "Basil", measure: "Topping" }, //                       no amount
          { name: "Cayenne Pepper", measure: "8" }, //                    a ground spice has no piece weight
        ],
      },
      foods,
    );
    // Total 1554.725 g.
    // kcal: 128 + 44 + 22.35 + 50 + 243.984 + 8.5 = 496.834
    // protein: 6.4 + 1.21 + 0.96 + 3 = 11.57         carbohydrate: 19.2 + 10.23 + 4.95 + 6 + 2.125 = 42.505
    // sugars: 14.4 + 4.62 + 0.15 + 3 + 2.125 = 24.295 fat: 1.2 + 0.11 + 0.075 + 2 + 27.6 = 30.985
    // saturates: 0.16 + 0.044 + 0.0135 + 1 + 3.8088 = 5.0263
    // fibre: 7.6 + 1.87 + 0.315 = 9.785               salt: 1.2 + 0.011 + 0.006 + 7 = 8.217
    expect(nutrition.servings).toBe(ASSUMED_SERVINGS);
    expect(nutrition.servingsAssumed).toBe(true);
    expect(nutrition.perRecipe).toEqual(per100g(497, 11.6, 42.5, 24.3, 31, 5, 9.8, 8.22));
    // ÷ 4: 124.21, 2.8925, 10.626, 6.074, 7.746, 1.257, 2.446, 2.0543
    expect(nutrition.perServing).toEqual(per100g(124, 2.9, 10.6, 6.1, 7.7, 1.3, 2.4, 2.05));
    // ÷ 15.54725: 31.956, 0.744, 2.734, 1.563, 1.993, 0.323, 0.629, 0.5285
    expect(nutrition.per100g).toEqual(per100g(32, 0.7, 2.7, 1.6, 2, 0.3, 0.6, 0.53));
    expect(nutrition.uncounted).toEqual([
      { name: "Basil", measure: "Topping", reason: "no amount" },
      { name: "Cayenne Pepper", measure: "8", reason: "unknown weight" },
    ]);
  });

  it("red lentil dal for 4: a cup of rice, a large onion, a knob, a handful, half a lime", () => {
    const nutrition = mealNutrition(
      {
        servings: 4,
        ingredients: [
          { name: "Basmati rice", measure: "1 cup" }, //      240 ml × 0.85 = 204 g
          { name: "Red lentils", measure: "150 g" }, //       150 g
          { name: "Onion", measure: "1 large" }, //           110 g × 1.3 = 143 g
          { name: "Ground turmeric", measure: "1 tsp" }, //   5 ml × 0.5 = 2.5 g
          { name: "Coconut milk", measure: "400 ml" }, //     no density: 400 g
          { name: "Butter", measure: "1 knob" }, //           a knob: 15 g
          { name: "Spinach", measure: "a handful" }, //       a handful: 30 g
          { name: "Lime", measure: "1/2" }, //                33.5 g
          { name: "Water", measure: "to taste" }, //          no amount (and not in the table)
        ],
      },
      foods,
    );
    // Total 204 + 150 + 143 + 2.5 + 400 + 15 + 30 + 33.5 = 978 g.
    // kcal: 734.4 + 528 + 57.2 + 7.8 + 920 + 107.55 + 6.9 + 10.05 = 2371.9
    // protein: 13.464 + 36 + 1.573 + 0.2425 + 9.2 + 0.135 + 0.87 + 0.2345 = 61.719
    // carbohydrate: 161.16 + 90 + 13.299 + 1.675 + 22 + 0.015 + 1.08 + 3.5175 = 292.7465
    // sugars: 0.204 + 3 + 6.006 + 0.08 + 13.2 + 0.015 + 0.12 + 0.5695 = 23.1945
    // fat: 1.224 + 1.65 + 0.143 + 0.0825 + 96 + 12.15 + 0.12 + 0.067 = 111.4365
    // saturates: 0.408 + 0.225 + 0.0572 + 0.045 + 84 + 7.65 + 0.018 + 0.0067 = 92.4099
    // fibre: 2.652 + 16.5 + 2.431 + 0.5675 + 8.8 + 0 + 0.66 + 0.938 = 32.5485
    // salt: 0 + 0.03 + 0.0143 + 0.00175 + 0.16 + 0.24 + 0.06 + 0 = 0.50605
    expect(nutrition.perRecipe).toEqual(per100g(2372, 61.7, 292.7, 23.2, 111.4, 92.4, 32.5, 0.51));
    // ÷ 4: 592.975, 15.43, 73.187, 5.799, 27.859, 23.102, 8.137, 0.1265
    expect(nutrition.perServing).toEqual(per100g(593, 15.4, 73.2, 5.8, 27.9, 23.1, 8.1, 0.13));
    // ÷ 9.78: 242.53, 6.311, 29.933, 2.372, 11.394, 9.449, 3.328, 0.0517
    expect(nutrition.per100g).toEqual(per100g(243, 6.3, 29.9, 2.4, 11.4, 9.4, 3.3, 0.05));
    expect(nutrition.uncounted).toEqual([{ name: "Water", measure: "to taste", reason: "no amount" }]);
  });

  it("counts a tenth of a frying bath of oil, and all of a smaller amount or of butter", () => {
    const fried = mealNutrition(
      {
        servings: 2,
        ingredients: [
          { name: "Eggs", measure: "2" }, //            100 g: 143 kcal
          { name: "Sunflower oil", measure: "1 l" }, // 920 g, a frying bath: 92 g count, 813.28 kcal
        ],
      },
      foods,
    );
    expect(fried.perRecipe.energyKcal).toBe(956); // 143 + 813.28
    expect(fried.per100g.energyKcal).toBe(498); // 956.28 ÷ 1.92 = 498.06
    expect(fried.countedInPart).toEqual([
      { name: "Sunflower oil", measure: "1 l", food: "sunflower oil", grams: expect.closeTo(92, 6), absorbedShare: 0.1 },
    ]);
    expect(fried.uncounted).toEqual([]);

    const dressed = mealNutrition({ servings: 2, ingredients: [{ name: "Olive oil", measure: "250 ml" }] }, foods);
    expect(dressed.perRecipe.fatG).toBe(230); // 250 ml × 0.92: at most 250 g is eaten
    const buttery = mealNutrition({ servings: 2, ingredients: [{ name: "Butter", measure: "300 g" }] }, foods);
    expect(buttery.perRecipe.fatG).toBe(243); // butter is not a frying oil: 300 × 0.81
    expect(buttery.countedInPart).toEqual([]);
  });

  it("answers zeros, not NaN, when nothing can be counted", () => {
    const nutrition = mealNutrition({ servings: 2, ingredients: [{ name: "Salt", measure: "to taste" }] }, foods);
    expect(nutrition.per100g.energyKcal).toBe(0);
    expect(nutrition.perServing.saltG).toBe(0);
  });
});
