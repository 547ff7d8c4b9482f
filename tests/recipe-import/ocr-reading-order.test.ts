import { describe, expect, it } from "vitest";
import { inReadingOrder } from "@/lib/recipe-import/from-text/ocr";

/** A recognised line of words at these x positions (20 px high, words 10 px a letter). */
function line(y: number, ...words: [number, string][]) {
  const boxed = words.flatMap(([x, text]) => {
    let at = x;
    return text.split(" ").map((word) => {
      const box = { x0: at, y0: y, x1: at + word.length * 10, y1: y + 20 };
      at = box.x1 + 10;
      return { text: word, confidence: 90, bbox: box };
    });
  });
  return { text: boxed.map((word) => word.text).join(" "), confidence: 90, bbox: { x0: boxed[0]!.bbox.x0, y0: y, x1: boxed.at(-1)!.bbox.x1, y1: y + 20 }, words: boxed };
}

describe("reading a card in two columns", () => {
  it("reads the left column, then the right, when tesseract joined their rows", () => {
    const lines = [
      line(0, [50, "Lemon Drizzle Cake"]),
      line(40, [50, "Ingredients"], [900, "Method"]),
      line(80, [50, "225 g butter"], [900, "1. Heat the oven."]),
      line(120, [50, "4 eggs"], [900, "2. Beat the butter and"]),
      line(160, [930, "sugar."]),
      line(200, [50, "1 lemon"]),
    ];
    expect(inReadingOrder(lines).map((found) => found.text)).toEqual([
      "Lemon Drizzle Cake",
      "Ingredients",
      "225 g butter",
      "4 eggs",
      "1 lemon",
      "Method",
      "1. Heat the oven.",
      "2. Beat the butter and",
      "sugar.",
    ]);
  });

  it("keeps a card in one column as tesseract read it", () => {
    const lines = [line(0, [50, "Pancakes"]), line(40, [50, "Ingredients"]), line(80, [50, "2 eggs"])];
    expect(inReadingOrder(lines).map((found) => found.text)).toEqual(["Pancakes", "Ingredients", "2 eggs"]);
  });
});
