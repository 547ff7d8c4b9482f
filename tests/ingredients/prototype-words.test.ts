import { describe, expect, it } from "vitest";
import {
  densityLookup,
  mergeForShopping,
  mergeKey,
  parseIngredient,
  parseIngredientLine,
  scaleRecipeIngredients,
  unitNamed,
  type IngredientLine,
} from "@/lib/ingredients";
import { coverMap, pantryKeyOf } from "@/lib/pantry/names";

/**
 * Words a cook may type that are also the names of every JavaScript object's inherited
 * properties. Looked up in a plain object with `in` or `[word]`, "constructor" found Object
 * itself: "constructor eggs" had a function as its quantity, which emptied the recipe's
 * nutrition, and a name ending in it made scaling and shopping lists throw.
 */
const PROTOTYPE_WORDS = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf", "__defineGetter__"];

/** Every field of a parsed line is data: a number, text, null, or an amount of those. */
function expectPlainData(line: IngredientLine) {
  for (const [field, value] of Object.entries(line)) {
    expect(typeof value, `${line.text}: ${field}`).not.toBe("function");
    if (value !== null && typeof value === "object") expect(Object.getPrototypeOf(value), `${line.text}: ${field}`).toBe(Object.prototype);
  }
  expect(line.quantity === null || Number.isFinite(line.quantity), `${line.text}: quantity`).toBe(true);
}

describe("words that name an object's inherited properties are only words", () => {
  it.each(PROTOTYPE_WORDS)("%s as a measure, an amount, a unit or a range's end gives no function or object quantity", (word) => {
    const lines = [
      parseIngredient(word, "eggs"),
      parseIngredient(`${word} cups`, "flour"),
      parseIngredientLine(`${word} eggs`),
      parseIngredientLine(`${word} flour`),
      parseIngredientLine(word),
      parseIngredientLine(`${word} cups flour`),
      parseIngredientLine(`2 ${word} flour`),
      parseIngredientLine(`2 or ${word} eggs`),
      parseIngredientLine(`2 to ${word} eggs`),
    ];
    for (const line of lines) expectPlainData(line);
    expect(parseIngredient(word, "eggs").quantity).toBeNull();
    expect(parseIngredientLine(`${word} eggs`).quantity).toBeNull();
    expect(parseIngredientLine(`2 or ${word} eggs`)).toMatchObject({ quantity: 2, quantityHigh: null });
    expect(unitNamed(word)).toBeNull();
  });

  it("reads a recipe with such names: scaled, converted and merged into a shopping list without failing", () => {
    const ingredients = PROTOTYPE_WORDS.flatMap((word) => [
      { measure: "2", name: word },
      { measure: "100 g", name: `${word} flour` },
      { measure: "1 cup", name: word.toLowerCase() },
    ]);
    const densityOf = densityLookup();
    const scaled = scaleRecipeIngredients(ingredients, 2, { units: "metric", densityOf });
    expect(scaled).toHaveLength(ingredients.length);
    expect(scaled[0]!.measure).toBe("4");
    for (const word of PROTOTYPE_WORDS) {
      expect(mergeKey(word)).toBe(word.toLowerCase().replaceAll("_", ""));
      expect(densityOf(word)).toBeUndefined();
    }
    const shopping = mergeForShopping(
      ingredients.map(({ measure, name }, index) => ({ from: `recipe ${index}`, line: parseIngredient(measure, name) })),
      { densityOf },
    );
    expect(shopping.length).toBeGreaterThan(0);
    expect(shopping.every((item) => typeof item.text === "string")).toBe(true);
  });

  it("keeps such a name in a pantry, covering only itself", () => {
    expect(pantryKeyOf("constructor")).toBe("constructor");
    expect([...coverMap(["constructor", "__proto__", "2 lemons"]).keys()].sort()).toEqual(
      [...coverMap(["2 lemons"]).keys(), "constructor", "proto"].sort(),
    );
  });
});
