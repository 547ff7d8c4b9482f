import { describe, expect, it } from "vitest";
import { drawMealArt } from "@/lib/meal-art";
import sharp from "sharp";
import { readCatalogMeals } from "@/scripts/catalog/render-meal-art";

/**
 * How much of the middle's colours must differ (the sum of share differences runs from 0, same, to 2).
 * The shared golden pasta bowl gave 0.2-0.36; unrelated dishes of one category give 0.5 and up.
 */
const APART = 0.45;

/**
 * The pairs a blind viewer confused (issue 38's picture test: a picture shown alone, its name picked
 * among 8 meals of its category). Each pair shared one drawing with different specks on it (pasta
 * in a golden bowl with a tomato blob, toast with a fried egg, a pale bowl of bits), so what fills
 * the middle of the picture, where the dish is, had the same colours. Drawn by what they are (orzo
 * in orange-red sauce, a red baking dish round a white feta block, a thick dotted pancake), the
 * colours there differ as a viewer sees them differ.
 */
const CONFUSED: [string, string][] = [
  ["Creamy tomato orzo", "Baked feta pasta"],
  ["Baked ziti", "Pasta with peas and pancetta"],
  ["Broad bean and ricotta pasta", "Pasta primavera"],
  ["Orecchiette with broccoli and chilli", "Ricotta ravioli with sage butter"],
  ["Spinach and ricotta cannelloni", "Cheesy tomato pasta bake"],
  ["Pasta e fagioli", "Spaghetti al pomodoro"],
  ["Creamy tomato orzo", "Pasta primavera"],
  ["Scrambled eggs on toast", "Uttapam"],
  ["Chilaquiles", "Uttapam"],
  ["Scrambled eggs on toast", "Chilaquiles"],
  ["Jeera rice", "Bombay potatoes"],
  ["Aligot", "Potato salad"],
  ["Nachos", "Sweetcorn fritters"],
  ["Zabaglione", "Trifle"],
];

/** Share of the picture's middle (where the dish is) in each of 64 coarse colours, rendered at card-thumbnail size. */
async function middleColours(svg: string): Promise<number[]> {
  const { data } = await sharp(Buffer.from(svg), { density: 7.2 }).extract({ left: 12, top: 12, width: 36, height: 36 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const shares = new Array<number>(64).fill(0);
  const pixels = data.length / 3;
  for (let i = 0; i < data.length; i += 3) shares[(data[i]! >> 6) * 16 + (data[i + 1]! >> 6) * 4 + (data[i + 2]! >> 6)]! += 1 / pixels;
  return shares;
}

describe("pictures of dishes a viewer confused", () => {
  const meals = readCatalogMeals();
  const byName = new Map(meals.map((meal) => [meal.name, meal]));

  it.skipIf(meals.length === 0)("differ in the colours of the dish itself", async () => {
    const report: string[] = [];
    for (const [a, b] of CONFUSED) {
      const [ma, mb] = [byName.get(a), byName.get(b)];
      expect(ma && mb, `${a} / ${b} in the catalog`).toBeTruthy();
      const [ca, cb] = await Promise.all([middleColours(drawMealArt(ma!)), middleColours(drawMealArt(mb!))]);
      const difference = ca.reduce((sum, share, i) => sum + Math.abs(share - cb[i]!), 0);
      report.push(`${difference.toFixed(2)}: ${a} / ${b}`);
    }
    console.log(report.join("\n"));
    expect(report.filter((line) => Number(line.split(":")[0]) < APART)).toEqual([]);
  }, 60_000);
});
