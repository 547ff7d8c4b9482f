import { describe, expect, it } from "vitest";
import { foodTable, mealNutrition } from "@/lib/nutrition";

const kcalOf = (measure: string, name: string) => mealNutrition({ servings: 1, ingredients: [{ measure, name }] }, foodTable()).perRecipe.energyKcal;

/**
 * USDA FoodData Central (SR Legacy), cooked without salt: kcal per 100 g and the weight of a cup.
 * The table holds these foods dry; a line of the cooked food must count what a plate of it holds.
 */
const COOKED = [
  { line: ["300 g", "cooked rice"], kcal: 3 * 130 },
  { line: ["250g", "leftover cooked basmati rice"], kcal: 2.5 * 130 },
  { line: ["2 cups", "cooked long-grain rice"], kcal: 2 * 1.58 * 130 },
  { line: ["1 cup", "steamed jasmine rice"], kcal: 1.58 * 130 },
  { line: ["300 g", "cooked brown rice"], kcal: 3 * 123 },
  { line: ["250 g", "cooked pasta"], kcal: 2.5 * 158 },
  { line: ["200 g", "cooked quinoa"], kcal: 2 * 120 },
  { line: ["1 cup", "cooked quinoa"], kcal: 1.85 * 120 },
  { line: ["400 g", "boiled lentils"], kcal: 4 * 116 },
  { line: ["150 g", "cooked couscous"], kcal: 1.5 * 112 },
  { line: ["200 g", "day-old rice"], kcal: 2 * 130 },
] as const;

describe("a line of a cooked grain, pasta or pulse counts the cooked food, not the dry", () => {
  it.each(COOKED)("$line.0 $line.1 ≈ $kcal kcal", ({ line: [measure, name], kcal }) => {
    const counted = kcalOf(measure, name);
    expect(Math.abs(counted - kcal) / kcal).toBeLessThan(0.05);
  });

  it("keeps a dry line dry: the word after the name is what to do with it, and uncooked or parboiled rice is dry", () => {
    const dry = kcalOf("100 g", "long-grain rice");
    expect(dry).toBeCloseTo(365, -1);
    expect(kcalOf("100 g", "rice, cooked")).toBe(dry);
    expect(kcalOf("100 g", "basmati rice (cooked according to the packet)")).toBe(dry);
    expect(kcalOf("100 g", "uncooked rice")).toBe(dry);
    expect(kcalOf("100 g", "parboiled rice")).toBe(dry);
  });

  it("leaves a food the table holds cooked as it is: tinned chickpeas are cooked already", () => {
    expect(kcalOf("400 g", "cooked chickpeas")).toBe(kcalOf("400 g", "chickpeas"));
  });
});
