import { describe, expect, it } from "vitest";
import { loadCatalog } from "@/lib/meals/catalog/load-catalog";
import { ingredientLine } from "@/lib/meals/presentation";
import { nutritionOfMeal } from "@/lib/nutrition";

/**
 * Issue 8: across the embedded catalog at least 95 % of the ingredient lines that state an amount
 * are counted. Lines with no amount ("to taste": salt, pepper, herbs to finish) cannot be counted
 * by design and are listed on the panel, so they are reported here but not held against the table.
 */
const MIN_COUNTED_SHARE = 0.95;

const catalog = loadCatalog();
const results = catalog.map((meal) => ({ meal, nutrition: nutritionOfMeal(meal) }));

describe("nutrition over the embedded catalog", () => {
  it(`counts at least ${MIN_COUNTED_SHARE * 100} % of the ingredient lines with an amount, and prints the rest`, () => {
    const lines = catalog.reduce((sum, meal) => sum + meal.ingredients.length, 0);
    const uncounted = results.flatMap(({ meal, nutrition }) =>
      nutrition.uncounted.map((line) => ({ meal: meal.name, line: ingredientLine(line), reason: line.reason })),
    );
    const noAmount = uncounted.filter(({ reason }) => reason === "no amount");
    const missed = uncounted.filter(({ reason }) => reason !== "no amount");
    const withAmount = lines - noAmount.length;
    const share = (withAmount - missed.length) / withAmount;
    console.log(
      [
        `Nutrition coverage: ${withAmount - missed.length} of ${withAmount} lines with an amount counted (${(share * 100).toFixed(1)} %);`,
        `${lines - uncounted.length} of all ${lines} lines (${noAmount.length} state no amount).`,
        ...(missed.length > 0 ? ["Not counted:", ...missed.map(({ meal, line, reason }) => `  ${meal}: "${line}" (${reason})`)] : []),
      ].join("\n"),
    );
    expect(share).toBeGreaterThanOrEqual(MIN_COUNTED_SHARE);
  });
});
