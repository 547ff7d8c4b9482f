import { describe, expect, it } from "vitest";
import { withUnitsRepaired } from "@/lib/recipe-import/from-text/ocr";

/** What tesseract made of the litre and the millilitre on the benchmark's French cards, and what it must not touch. */
describe("a unit the recogniser misread after an amount", () => {
  it("reads a lone 1 or bar after an amount as the litre it was", () => {
    expect(withUnitsRepaired("1,5 1 de bouillon de volaille")).toBe("1,5 l de bouillon de volaille");
    expect(withUnitsRepaired("1,5 | de bouillon de volaille")).toBe("1,5 l de bouillon de volaille");
    expect(withUnitsRepaired("1 1 Milch")).toBe("1 l Milch");
    expect(withUnitsRepaired("2 1 of milk")).toBe("2 l of milk");
  });

  it("reads 'mi' and 'mil' after an amount as millilitres", () => {
    expect(withUnitsRepaired("500 mil de lait")).toBe("500 ml de lait");
    expect(withUnitsRepaired("100 mi de aceite de oliva")).toBe("100 ml de aceite de oliva");
  });

  it("leaves amounts and words that were read right", () => {
    for (const line of ["1 l de lait", "2 1/2 cups flour", "1 1/2 tsp salt", "500 ml milk", "3 mild chillies", "2 minced garlic cloves", "1 mini cucumber", "Bake for 1 hour", "4 eggs"]) {
      expect(withUnitsRepaired(line)).toBe(line);
    }
  });
});
