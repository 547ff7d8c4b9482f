import { describe, expect, it } from "vitest";
import { loadCatalog } from "@/lib/meals/catalog/load-catalog";
import { foodTable, nutritionOfMeal, servingLabel } from "@/lib/nutrition";

/**
 * Issue 38: some curries list the rice they are eaten over and some do not, so two "per serving"
 * figures meant different plates. A curry's serving now says which it is, from what is counted.
 */
const catalog = loadCatalog();
const meal = (name: string) => catalog.find((candidate) => candidate.name === name)!;
const table = foodTable();
const isCurry = (candidate: (typeof catalog)[number]) => /\bcurry\b/i.test([candidate.name, ...candidate.tags].join(" "));

describe("a curry's serving says whether the rice is in it", () => {
  it("names the rice a curry counts, and says so when it counts none", () => {
    expect(servingLabel(nutritionOfMeal(meal("Chicken tikka masala")))).toBe("Per serving, with rice");
    expect(servingLabel(nutritionOfMeal(meal("Rendang")))).toBe("Per serving, without rice");
    expect(servingLabel(nutritionOfMeal(meal("Dal makhani")))).toBe("Per serving, without rice");
  });

  it("leaves a dish that is not a curry as it was", () => {
    expect(servingLabel(nutritionOfMeal(meal("Aglio e olio")))).toBe("Per serving");
    expect(servingLabel(nutritionOfMeal({ servings: 2, ingredients: [{ name: "Basmati rice", measure: "150 g" }] }))).toBe("Per serving");
  });

  it("is true of every curry in the catalog: 'with rice' exactly when a line of rice is counted", () => {
    const curries = catalog.filter(isCurry);
    expect(curries.length).toBeGreaterThanOrEqual(25);
    const wrong = curries.filter((curry) => {
      const withRice = curry.ingredients.some((line) => /^(long|short)-grain rice$|^brown rice$/.test(table.match(line.name)?.name ?? ""));
      return servingLabel(nutritionOfMeal(curry)) !== `Per serving, ${withRice ? "with" : "without"} rice`;
    });
    expect(wrong.map((curry) => curry.name)).toEqual([]);
  });
});
