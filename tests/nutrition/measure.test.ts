import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { gramsOf } from "@/lib/nutrition/grams";
import { parseIngredient } from "@/lib/ingredients";
import { measureOf } from "@/lib/nutrition/measure";
import { testFoodTable } from "./test-food-table";

/**
 * Real measures as cooks write them, each with the ingredient it stood beside and the grams it
 * must come to. The densities, piece and unit weights are this test's own (below), so each
 * expectation can be checked by hand: 1 tsp = 5 ml, 1 tbsp = 15 ml, 1 cup = 240 ml,
 * 1 oz = 28.3495 g, 1 lb = 453.592 g, 1 fl oz = 29.5735 ml, a pinch = 0.36 g, a dash = 0.6 ml, small ×0.7, large ×1.3.
 */
const foods = testFoodTable({
  "enchilada sauce": {},
  "monterey jack cheese": { gPerMl: 0.45 },
  "corn tortilla": { pieceG: 26 },
  "chicken breast": { pieceG: 175 },
  penne: {},
  "olive oil": { gPerMl: 0.92, aliases: ["oil"] },
  garlic: { pieceG: 5, unitG: { head: 50 }, aliases: ["garlic clove"] },
  "chopped tomatoes": {},
  "chilli flakes": { gPerMl: 0.45 },
  basil: { unitG: { leaf: 0.5 } },
  "parmigiano reggiano": { aliases: ["parmesan"] },
  "digestive biscuit": {},
  butter: { gPerMl: 0.96 },
  apple: { pieceG: 180 },
  "almond extract": {},
  "flaked almond": {},
  flour: { gPerMl: 0.53, aliases: ["plain flour"] },
  sugar: { gPerMl: 0.85, aliases: ["caster sugar"] },
  cinnamon: { gPerMl: 0.5 },
  "ice cream": {},
  milk: { gPerMl: 1.03 },
  "baking powder": { gPerMl: 0.9 },
  salt: { gPerMl: 1.2 },
  "peanut butter": { gPerMl: 1.08 },
  shallot: { pieceG: 25 },
  ginger: { pieceG: 15 },
  "cayenne pepper": { gPerMl: 0.45 },
  "black pepper": { gPerMl: 0.45, aliases: ["pepper"] },
  turmeric: { gPerMl: 0.5 },
  "coconut milk": {},
  water: {},
  chocolate: {},
  egg: { pieceG: 50 },
  tomato: { pieceG: 120 },
  vinegar: {},
  honey: { gPerMl: 1.42 },
  onion: { pieceG: 110 },
  stock: {},
  lime: { pieceG: 67 },
  "kidney bean": { gPerMl: 0.75 },
  carrot: { pieceG: 61 },
  "spring onion": { pieceG: 15 },
  thyme: { unitG: { sprig: 1 } },
  allspice: { gPerMl: 0.4 },
  beef: {},
  potato: { pieceG: 213 },
  pea: { gPerMl: 0.6 },
  ham: {},
  celery: { pieceG: 40 },
  "white wine": { gPerMl: 0.99 },
  gruyere: {},
  tofu: { gPerMl: 1.05 },
  pork: {},
  "tomato puree": { gPerMl: 1.1 },
  chickpea: { unitG: { can: 240 } },
  macaroni: {},
  leek: { pieceG: 150 },
  broccoli: { pieceG: 300 },
  spinach: {},
  "bay leaf": { pieceG: 0.2 },
  lemon: { pieceG: 85 },
  "vanilla pod": {},
  parsley: { unitG: { bunch: 30 } },
});

type Case = [measure: string, ingredient: string, grams: number | "not counted"];

/** Every distinct measure in the recorded TheMealDB answers (tests/fixtures/themealdb), with its ingredient. */
const THEMEALDB_MEASURES: Case[] = [
  ["14 oz jar", "Enchilada sauce", 396.893],
  ["3 Cups", "shredded Monterey Jack cheese", 324], // 720 ml × 0.45
  ["6", "corn tortillas", 156],
  ["2", "chicken breasts", 350],
  ["1 pound", "penne rigate", 453.592],
  ["1/4 cup", "olive oil", 55.2], // 60 ml × 0.92
  ["3 cloves", "garlic", 15],
  ["1 tin", "chopped tomatoes", 400], // the standard can, as the food names none
  ["1/2 teaspoon", "red chilli flakes", 1.125],
  ["6 leaves", "basil", 3],
  ["sprinkling", "Parmigiano-Reggiano", "not counted"],
  ["175g/6oz", "digestive biscuits", 175],
  ["75g/3oz", "butter", 75],
  ["200g/7oz", "Bramley apples", 200],
  ["1 tsp", "almond extract", 5], // no density: as water
  ["50g/1¾oz", "flaked almonds", 50],
  ["120g", "Plain Flour", 120],
  ["60g", "Caster Sugar", 60],
  ["300g", "Braeburn Apples", 300],
  ["30g", "Butter", 30],
  ["¼ teaspoon", "Cinnamon", 0.625],
  ["to serve", "Ice Cream", "not counted"],
  ["200ml", "Milk", 206],
  ["60ml", "Oil", 55.2],
  ["1600g", "Flour", 1600],
  ["3 tsp", "Baking Powder", 13.5],
  ["1/2 tsp", "Salt", 3],
  ["25g", "Unsalted Butter", 25],
  ["45g", "Sugar", 45],
  ["3 tbs", "Peanut Butter", 48.6],
  ["16", "Shallots", 400],
  ["1 1/2", "Ginger", 22.5],
  ["8", "Cayenne Pepper", "not counted"], // a ground spice: no weight for one
  ["2 tbs", "Turmeric", 15],
  ["1 can", "Coconut Milk", 400],
  ["1 cup", "Water", 240],
  ["250g", "Plain chocolate", 250],
  ["175g", "Butter", 175],
  ["2 tablespoons", "Milk", 30.9],
  ["5", "Eggs", 250],
  ["125g", "Flour", 125],
  ["1", "Egg", 50],
  ["Pinch", "Salt", 0.36],
  ["100ml milk", "Milk", 103],
  ["3", "Eggs", 150],
  ["100g", "Parmesan Cheese", 100],
  ["350g", "Plum tomatoes", 350],
  ["3tbsp", "White Vinegar", 45],
  ["1 tbsp", "Honey", 21.3],
  ["Topping", "Basil", "not counted"],
  ["1 medium finely diced", "Onion", 110],
  ["1.5L", "Vegetable Stock", 1500],
  ["5 cloves", "Garlic", 25],
  ["1/2", "Lime", 33.5],
  ["2 cups", "Kidney Beans", 360],
  ["1 large", "Carrots", 79.3],
  ["2 chopped", "Spring Onions", 30],
  ["4 sprigs", "Thyme", 4],
  ["1 Diced", "Onion", 110],
  ["4 Mashed", "Garlic Clove", 20],
  ["1 tbs", "Allspice", 6],
  ["2 Lbs", "Beef", 907.184],
  ["2L", "Water", 2000],
  ["4", "Potatoes", 852],
  ["3 cups", "Chicken Stock", 720],
  ["1/4 tsp", "Salt", 1.5],
  ["pinch", "Pepper", 0.36],
  ["1/3 cup", "Peas", 48], // 80 ml × 0.6
  ["1kg", "Ham", 1000],
  ["200g (soaked overnight)", "Peas", 200],
  ["1 chopped", "Celery", 40],
  ["50g", "Butter", 50],
  ["1 kg", "Onion", 1000],
  ["4 sliced", "Garlic Clove", 20],
  ["250ml", "Dry White Wine", 247.5],
  ["1L", "Beef Stock", 1000],
  ["140g", "Gruyère", 140],
  ["2/3 Cup", "Tofu", 168], // 160 ml × 1.05
  ["1/2 cup", "Pork", 120],
  ["2-1/2 cups", "Chicken Stock", 600], // a mixed number, not a range
  ["1-½ cups", "Vinegar", 360],
  ["3 tbsp", "Olive Oil", 41.4],
  ["2 sticks", "Celery", 80], // a stick is one of the food's pieces
  ["500g", "Potatoes", 500],
  ["5 tblsp", "Tomato Puree", 82.5],
  ["2 tblsp", "Sugar", 25.5],
  ["1½ kg", "Chopped Tomatoes", 1500],
  ["400ml", "Whole Milk", 412],
  ["2 cloves minced", "Garlic", 10],
  ["1 Litre", "Chicken Stock", 1000],
  ["400g", "Chickpeas", 400],
  ["150g", "Macaroni", 150],
  ["1 finely chopped", "Onion", 110],
  ["1 sliced", "Leek", 150],
  ["1 medium", "Potatoes", 213],
  ["1 knob", "Butter", 15], // a knob of butter, as the food names none
  ["1 litre hot", "Vegetable Stock", 1000],
  ["1 Head chopped", "Broccoli", 300],
  ["1 small", "Onion", 77],
];

/** Measures of the embedded catalog and common ones from cookbooks that the fixtures lack. */
const MORE_MEASURES: Case[] = [
  ["to taste", "Black pepper", "not counted"],
  ["", "Salt", "not counted"],
  ["for frying", "Olive oil", "not counted"],
  ["garnish", "Parsley", "not counted"],
  ["1 pinch", "Salt", 0.36],
  ["1.5 tsp", "Ground cinnamon", 3.75],
  ["1 head", "Garlic", 50],
  ["2-3", "Garlic cloves", 12.5], // a range: the middle
  ["2 to 3 tbsp", "Olive oil", 34.5], // 37.5 ml × 0.92
  ["½ tsp", "Salt", 3],
  ["1 x 400g tin", "Chopped tomatoes", 400],
  ["2 x 400g cans", "Chickpeas", 800],
  ["1 (14 oz) can", "Chickpeas", 396.893],
  ["1 can", "Chickpeas", 240], // the food's own can
  ["a handful", "Spinach", 30],
  ["2 handfuls", "Spinach", 60],
  ["a pinch of", "Salt", 0.36],
  ["1 dash", "Vinegar", 0.6],
  ["1/4-1/2 tsp", "Chilli flakes", 0.84375], // the middle of 1/4 and 1/2 tsp: 1.875 ml × 0.45
  ["3 fl oz", "Milk", 91.382],
  ["1 pint", "Milk", 585.04],
  ["2 bay leaves", "Bay leaves", 0.4],
  ["1 bunch", "Flat-leaf parsley", 30],
  ["1 bunch", "Spring onions", "not counted"], // a bunch is many pieces: the food names no weight for it
  ["1", "Vanilla pod", "not counted"],
  ["half", "Lemon", 42.5],
  ["2 large", "Eggs", 130],
  ["3 large cloves", "Garlic", 19.5],
  ["1,5 kg", "Potatoes", 1500],
  ["a little", "Olive oil", "not counted"],
];

const distinctMeasuresInFixtures = () => {
  const dir = path.resolve(__dirname, "..", "fixtures", "themealdb");
  const measures = new Set<string>();
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    const { meals } = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as { meals: Record<string, string | null>[] | null };
    for (const meal of meals ?? []) {
      for (let i = 1; i <= 20; i++) {
        if (meal[`strIngredient${i}`]?.trim()) measures.add((meal[`strMeasure${i}`] ?? "").trim());
      }
    }
  }
  return measures;
};

function gramsFor(measure: string, ingredient: string): number | "not counted" {
  const parsed = measureOf(parseIngredient(measure, ingredient));
  const food = foods.match(ingredient);
  if (!food) throw new Error(`the test table has no food for "${ingredient}"`);
  if (parsed.kind === "no amount") return "not counted";
  return gramsOf(parsed.quantity, parsed.unit, food) ?? "not counted";
}

describe("measures → grams", () => {
  it("has at least 60 real measures, among them every one TheMealDB's recorded answers use", () => {
    const cases = [...THEMEALDB_MEASURES, ...MORE_MEASURES];
    expect(cases.length).toBeGreaterThanOrEqual(60);
    const listed = new Set(THEMEALDB_MEASURES.map(([measure]) => measure));
    expect([...distinctMeasuresInFixtures()].filter((measure) => !listed.has(measure))).toEqual([]);
  });

  it.each([...THEMEALDB_MEASURES, ...MORE_MEASURES])("%j %s → %s g", (measure, ingredient, expected) => {
    const grams = gramsFor(measure, ingredient);
    if (expected === "not counted") expect(grams).toBe("not counted");
    else expect(grams).toBeCloseTo(expected, 2);
  });
});

/** A measure read as the recipe page reads its line: with the ingredient's name beside it. */
const readMeasure = (measure: string) => measureOf(parseIngredient(measure, "onions"));

describe("a measure as nutrition reads it", () => {
  it("reads unicode fractions glued to a number as a mixed number", () => {
    expect(readMeasure("1½ kg")).toEqual({ kind: "amount", quantity: 1.5, unit: { kind: "mass", grams: 1000 } });
  });

  it("keeps the first of two alternative measures", () => {
    expect(readMeasure("50g/1¾oz")).toEqual({ kind: "amount", quantity: 50, unit: { kind: "mass", grams: 1 } });
  });

  it("counts items, with their size", () => {
    expect(readMeasure("2 large")).toEqual({ kind: "amount", quantity: 2, unit: { kind: "count", unit: "piece", size: 1.3 } });
  });

  it.each(["to taste", "To Taste", "for frying", "to serve", "Garnish", "sprinkling", "  ", "a few", "0 g"])(
    "finds no amount in %j",
    (measure) => {
      expect(readMeasure(measure)).toEqual({ kind: "no amount" });
    },
  );
});
