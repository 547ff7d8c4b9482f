import { describe, expect, it } from "vitest";
import { englishFoodNames } from "@/lib/ingredients/languages/food-lookup";
import { foodTable, nutritionOfMeal } from "@/lib/nutrition";

/**
 * A recipe written in German, French or Spanish counts for nutrition as the same recipe in
 * English does: the parser gives each common food its English name (lib/ingredients/languages),
 * and those names are the food table's.
 */
describe("nutrition of recipes in other languages", () => {
  it("finds almost every English name of the common foods in the food table", () => {
    const table = foodTable();
    const names = englishFoodNames();
    const missing = names.filter((name) => table.match(name) === null);
    expect(names.length).toBeGreaterThanOrEqual(300);
    // Left out on purpose where the table has no such food (quark, manchego, quince…): they still merge by name.
    expect(missing.length / names.length, `not in the food table: ${missing.join(", ")}`).toBeLessThanOrEqual(0.05);
  });

  it.each([
    ["German", [["250 g", "Mehl"], ["3", "Eier"], ["500 ml", "Milch"], ["1 Prise", "Salz"], ["2 EL", "Sonnenblumenöl"]]],
    ["French", [["250 g de", "farine"], ["3", "œufs"], ["50 cl de", "lait"], ["1 pincée de", "sel"], ["2 c. à soupe d'", "huile de tournesol"]]],
    ["Spanish", [["250 g de", "harina"], ["3", "huevos"], ["500 ml de", "leche"], ["1 pizca de", "sal"], ["2 cucharadas de", "aceite de girasol"]]],
  ])("counts a pancake batter written in %s as the English one", (_language, lines) => {
    const english = nutritionOfMeal({ servings: 4, ingredients: [["250 g", "plain flour"], ["3", "eggs"], ["500 ml", "milk"], ["1 pinch", "salt"], ["2 tbsp", "sunflower oil"]].map(([measure, name]) => ({ measure: measure!, name: name! })) });
    const other = nutritionOfMeal({ servings: 4, ingredients: lines.map(([measure, name]) => ({ measure: measure!, name: name! })) });
    expect(other.uncounted).toEqual([]);
    expect(other.perServing).toEqual(english.perServing);
  });
});
