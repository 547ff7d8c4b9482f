import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { densityLookup, mergeForShopping, parseIngredient, parseIngredientLine } from "@/lib/ingredients";
import { scaleIngredient } from "@/lib/ingredients/scale";

/**
 * Whatever a recipe holds, scaling and shopping answer with text and never throw: a line the
 * parser cannot read is shown as written, and every number shown is a finite one.
 */
const WORDS = ["1", "½", "1 1/2", "2-3", "0", "1/0", "a", "x", "400g", "(14 oz)", "cup", "c", "tbsp", "tin", "pinch", "large", "eggs", "flour", ",", "to taste", "of", "🥚", "\u0000", "1,500", "fl oz"];
const lines = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.array(fc.constantFrom(...WORDS), { maxLength: 12 }).map((words) => words.join(" ")),
);
const densityOf = densityLookup();

describe("any line", () => {
  it("scales in every unit system to finite numbers and text", () => {
    fc.assert(
      fc.property(lines, fc.double({ min: 0.01, max: 100, noNaN: true }), fc.constantFrom("as written", "metric", "us"), (text, factor, units) => {
        for (const line of [parseIngredientLine(text), parseIngredient(text, "Flour")]) {
          const shown = scaleIngredient(line, factor, { units: units as "as written" | "metric" | "us", densityOf });
          expect(typeof shown.text).toBe("string");
          for (const value of [shown.quantity, shown.quantityHigh]) if (value !== null) expect(Number.isFinite(value)).toBe(true);
          if (!line.parsed) expect(shown).toMatchObject({ text: line.text, scaled: false });
        }
      }),
      { seed: 20261124, numRuns: 500 },
    );
  });

  it("merges into a shopping list with every line kept", () => {
    fc.assert(
      fc.property(fc.array(lines, { maxLength: 12 }), (texts) => {
        const items = mergeForShopping(texts.map((text, at) => ({ line: parseIngredientLine(text), from: `recipe ${at % 3}` })), { densityOf });
        expect(items.reduce((count, item) => count + item.lines.length, 0)).toBe(texts.length);
      }),
      { seed: 20261124, numRuns: 300 },
    );
  });
});
