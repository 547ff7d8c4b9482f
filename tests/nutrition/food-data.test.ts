import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FOOD_DATA_FILES, foodTable } from "@/lib/nutrition/food-data";
import { gramsOf } from "@/lib/nutrition/grams";
import { parseIngredient } from "@/lib/ingredients";
import { measureOf } from "@/lib/nutrition/measure";

/** The app's food table, lib/nutrition/data/*.json: loading it validates every file (zod). */
const table = foodTable();
const matched = (name: string) => table.match(name)?.name;

function grams(measure: string, ingredient: string): number | null {
  const parsed = measureOf(parseIngredient(measure, ingredient));
  const food = table.match(ingredient);
  if (parsed.kind !== "amount" || !food) return null;
  return gramsOf(parsed.quantity, parsed.unit, food);
}

describe("the food table", () => {
  it("loads every data file, each saying where its figures come from", () => {
    const dir = path.join(process.cwd(), "lib", "nutrition", "data");
    expect(Object.keys(FOOD_DATA_FILES).sort()).toEqual(fs.readdirSync(dir).filter((file) => file.endsWith(".json")).sort());
    for (const json of Object.values(FOOD_DATA_FILES)) expect((json as { source: string }).source).toMatch(/USDA FoodData Central/);
  });

  it("has at least 300 foods", () => {
    expect(table.foods.length).toBeGreaterThanOrEqual(300);
  });

  it.each([
    [["spring onions", "scallion", "green onions"], "spring onion"],
    [["aubergine", "eggplants"], "aubergine"],
    [["courgettes", "zucchini"], "courgette"],
    [["coriander leaves", "cilantro"], "coriander"],
    [["red onion", "red onions"], "red onion"],
    [["chickpeas", "garbanzo beans"], "chickpea"],
  ])("knows %j as one food", (names, food) => {
    const foods = new Set((names as string[]).map(matched));
    expect(foods.size).toBe(1);
    expect([...foods][0]).toContain(food);
  });

  it("weighs a cup of flour and a cup of milk differently", () => {
    expect(grams("1 cup", "Plain flour")).toBeGreaterThan(110);
    expect(grams("1 cup", "Plain flour")).toBeLessThan(150);
    expect(grams("1 cup", "Milk")).toBeGreaterThan(240);
    expect(grams("1 cup", "Milk")).toBeLessThan(255);
  });

  it.each([
    ["1", "Egg", 40, 60],
    ["1 clove", "Garlic", 3, 7],
    ["2 cloves", "Garlic", 6, 14],
    ["1 medium", "Onion", 90, 150],
    ["1", "Lemon", 60, 130],
    ["1 tin", "Chopped tomatoes", 390, 410],
    ["2", "Bay leaves", 0.2, 1],
  ])("weighs %s %s as cooks count it", (measure, ingredient, low, high) => {
    const weight = grams(measure, ingredient);
    expect(weight).toBeGreaterThanOrEqual(low);
    expect(weight).toBeLessThanOrEqual(high);
  });
});
