import { describe, expect, it } from "vitest";
import { densityLookup, mergeForShopping, parseIngredient, parseIngredientLine, type UnitChoice } from "@/lib/ingredients";
import { scaleIngredient } from "@/lib/ingredients/scale";
import { foodTable } from "@/lib/nutrition";

/**
 * Amounts a cook can measure (issue 30): US amounts on measuring cups and spoons, butter in
 * tablespoons and sticks, counted things whole, metric as a kitchen scale shows it. The rules are
 * written in lib/ingredients/amounts.ts and docs/ARCHITECTURE.md ("Amounts a cook can measure").
 */
const densityOf = densityLookup(foodTable());
const text = (line: string, factor: number, units: UnitChoice = "as written") => scaleIngredient(parseIngredientLine(line), factor, { units, densityOf }).text;

describe("US amounts on measuring spoons and cups", () => {
  it.each<[string, number, string]>([
    // 40 g of butter is 42 ml: "3 tbsp", never "8⅓ tsp".
    ["40 g butter", 1, "3 tbsp butter"],
    ["100 g butter", 1, "7 tbsp butter"],
    // Weights: 450 g is "1 lb", not "16 oz".
    ["300 g green beans", 1.5, "1 lb green beans"],
    // The size on a can in fluid ounces, as a US can is labelled.
    ["1 x 400 ml tin coconut milk", 2, "2 × 13½ fl oz tins coconut milk"],
    // From half a stick, sticks when the amount is a whole or half stick, with the cups beside.
    ["113 g butter", 1, "1 stick (½ cup) butter"],
    ["60 g butter", 1, "½ stick (¼ cup) butter"],
    ["250 g unsalted butter, softened", 1, "2 sticks (1 cup) unsalted butter, softened"],
    ["170 g butter", 1, "1½ sticks (¾ cup) butter"],
    ["10 g butter", 1, "2 tsp butter"],
    // Spoons snap to the spoons in a drawer: ⅛ ¼ ½ ¾ and wholes; never ⅜, ⅝ or ⅞.
    ["1 tsp salt", 0.4, "½ tsp salt"],
    ["1 tbsp oil", 0.3, "1 tsp oil"],
    ["1 tsp baking soda", 0.6, "½ tsp baking soda"],
    ["1/2 tsp cayenne", 0.25, "⅛ tsp cayenne"],
    // Tablespoons from 1 tbsp to ¼ cup, in halves: ⅓ cup halved is "2½ tbsp", not "8 tsp".
    ["1/3 cup milk", 0.5, "2½ tbsp milk"],
    ["1 tsp cumin", 4, "4 tsp cumin"],
    ["2 tbsp olive oil", 1.5, "3 tbsp olive oil"],
  ])("%s × %d in US units → %s", (line, factor, expected) => {
    expect(text(line, factor, "us")).toBe(expected);
  });

  it("never writes eighths other than ⅛ tsp, whatever the factor", () => {
    for (const factor of [0.125, 0.375, 0.4, 0.6, 0.625, 0.875, 1.125, 1.375]) {
      for (const line of ["1 tsp salt", "1 tbsp sugar", "1 cup flour", "3/4 tsp cumin", "2 tsp vanilla extract"]) {
        expect(text(line, factor, "us")).not.toMatch(/[⅜⅝⅞⅕⅖⅗⅘⅙⅚]|\d⅛/);
      }
    }
  });
});

describe("counted things stay whole", () => {
  it.each<[string, number, string]>([
    // Far from a whole: both wholes, the cook chooses.
    ["3 bay leaves", 0.5, "1–2 bay leaves"],
    ["2 bay leaves", 0.75, "1–2 bay leaves"],
    ["2 eggs", 0.75, "1–2 eggs"],
    ["4 onions", 1 / 3, "1–2 onions"],
    ["2 to 3 carrots", 0.5, "1–2 carrots"],
    // Near a whole: that whole.
    ["3 onions", 1 / 3, "1 onion"],
    ["7 eggs", 3.3, "23 eggs"],
    ["4 eggs", 1.25, "5 eggs"],
    ["6 garlic cloves", 0.75, "4–5 garlic cloves"],
    // Never less than one egg, one bay leaf, one clove; half an onion or a lemon is a thing a cook cuts.
    ["1 egg", 0.5, "1 egg"],
    ["2 large eggs, beaten", 0.25, "1 large egg, beaten"],
    ["1 bay leaf", 0.5, "1 bay leaf"],
    ["1 onion", 0.5, "½ onion"],
    ["1 lemon", 0.5, "½ lemon"],
    // Tins count whole too; their size stays.
    ["1 x 400 g tin chickpeas", 1.5, "1–2 × 400 g tins chickpeas"],
  ])("%s × %d → %s", (line, factor, expected) => {
    expect(text(line, factor)).toBe(expected);
    expect(text(line, factor, "us")).not.toMatch(/[½⅓⅔¼¾]\s*(eggs?|bay|large egg|garlic|onions|tins?)\b/);
  });

  it("keeps a pair's measure whole: 2 Large | Eggs for a quarter is 1 large egg", () => {
    const pair = scaleIngredient(parseIngredient("2 Large", "Eggs"), 0.25);
    expect([pair.measure, pair.name]).toEqual(["1 large", "Egg"]);
  });

  it("buys whole things: a shopping list rounds a count up", () => {
    const sources = [
      { line: parseIngredientLine("2 eggs"), from: "Cake", factor: 0.75 },
      { line: parseIngredientLine("3 bay leaves"), from: "Stew", factor: 0.5 },
    ];
    expect(mergeForShopping(sources).map((item) => item.text)).toEqual(["2 eggs", "2 bay leaves"]);
  });
});

describe("metric as a kitchen scale shows it", () => {
  it.each<[string, number, string]>([
    // Whole grams from 10 g to 100 g: a scale shows no half gram.
    ["75 g sugar", 0.9, "68 g sugar"],
    ["130 g flour", 0.7, "91 g flour"],
    ["130 g sugar", 1 / 3, "43 g sugar"],
    // Under 1 g a tenth (saffron on a fine scale), under 10 g a half; 5 g steps from 100 g; 10 g from 1 kg.
    ["1 g saffron", 0.25, "0.3 g saffron"],
    ["1 x 7g sachet fast-action yeast", 0.5, "3.5 g fast-action yeast"],
    ["250 g flour", 1.3, "325 g flour"],
    ["2 kg potatoes", 0.615, "1.23 kg potatoes"],
    ["100 ml milk", 10, "1 l milk"],
    // Millilitres by 5 from 10 ml: a jug shows no 68 ml.
    ["75 ml milk", 0.9, "70 ml milk"],
    ["3 tbsp ketchup", 1.5, "70 ml ketchup"],
  ])("%s × %d in metric → %s", (line, factor, expected) => {
    expect(text(line, factor, "metric")).toBe(expected);
  });
});
