import { describe, expect, it } from "vitest";
import { mealNutrition } from "@/lib/nutrition/meal-nutrition";
import { testFoodTable } from "./test-food-table";

const foods = testFoodTable({
  "plain flour": { per100g: { energyKcal: 364, proteinG: 10, carbohydrateG: 76 }, gPerMl: 0.53 },
  egg: { per100g: { energyKcal: 143, proteinG: 12.6, fatG: 9.5 }, pieceG: 50 },
});

const FLOUR_ONLY = mealNutrition({ servings: 2, ingredients: [{ name: "Plain flour", measure: "100 g" }] }, foods);

/**
 * A measure or a name that is also the name of an object's inherited property ("constructor
 * eggs" once had a function as its amount, and every figure of the recipe became nothing):
 * such a line counts as what it is, and the recipe's other lines are still counted.
 */
describe("a recipe with a line named like an object's inherited property", () => {
  it.each([
    ["constructor", "Eggs"],
    ["__proto__", "Eggs"],
    ["toString", "Eggs"],
    ["hasOwnProperty cups", "Eggs"],
    ["2", "constructor"],
    ["1 cup", "__proto__"],
    ["", "constructor eggs"],
    ["", "hasOwnProperty cups flour"],
  ])("measure %j, name %j: the flour is still counted", (measure, name) => {
    const nutrition = mealNutrition({ servings: 2, ingredients: [{ name: "Plain flour", measure: "100 g" }, { name, measure }] }, foods);
    expect(nutrition.perRecipe).toEqual(FLOUR_ONLY.perRecipe);
    expect(nutrition.perServing).toEqual(FLOUR_ONLY.perServing);
    expect(nutrition.uncounted).toHaveLength(1);
    expect(nutrition.uncounted[0]).toMatchObject({ name, measure });
  });

  it("reads the measure \"constructor\" as it reads any word that is no amount", () => {
    const lines = (measure: string) => [{ name: "Plain flour", measure: "100 g" }, { name: "Eggs", measure }];
    const odd = mealNutrition({ servings: 1, ingredients: lines("constructor") }, foods);
    const plain = mealNutrition({ servings: 1, ingredients: lines("whatever") }, foods);
    expect(odd.perRecipe).toEqual(plain.perRecipe);
    expect(odd.uncounted).toEqual([{ name: "Eggs", measure: "constructor", reason: plain.uncounted[0]!.reason }]);
  });
});
