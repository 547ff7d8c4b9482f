import { describe, expect, it } from "vitest";
import { createFoodTable } from "@/lib/nutrition/food-table";
import { NO_NUTRIENTS } from "@/lib/nutrition/nutrients";
import { testFoodTable } from "./test-food-table";

describe("matching an ingredient to a food", () => {
  const table = testFoodTable({
    onion: {},
    "red onion": {},
    "spring onion": { aliases: ["scallion", "green onion"] },
    tomato: {},
    "tomato puree": { aliases: ["tomato paste"] },
    rice: {},
    noodle: {},
    "rice noodle": {},
    egg: {},
    "egg noodle": {},
    gruyere: {},
    jalapeno: {},
    "bird's eye chilli": {},
    "olive oil": { aliases: ["extra virgin olive oil"] },
    chilli: { aliases: ["chili"] },
    raspberry: {},
    "bay leaf": {},
    chive: {},
    couscous: {},
    asparagus: {},
    cookie: {},
    pea: {},
    chickpea: {},
  });
  const matched = (line: string) => table.match(line)?.name ?? null;

  it.each([
    ["Red onion", "red onion"],
    ["Red onions, finely sliced", "red onion"],
    ["Onions", "onion"],
    ["Spring onions", "spring onion"],
    ["Scallions", "spring onion"],
    ["green onion", "spring onion"],
    ["Chopped tomatoes", "tomato"],
    ["Tomato purée", "tomato puree"],
    ["Tomato paste", "tomato puree"],
    ["Gruyère", "gruyere"],
    ["Jalapeños", "jalapeno"],
    ["Bird's eye chillies", "bird's eye chilli"],
    ["Extra-virgin olive oil", "olive oil"],
    ["Dried red chillies", "chilli"],
    ["Chilies", "chilli"],
    ["Raspberries", "raspberry"],
    ["Bay leaves", "bay leaf"],
    ["Fresh chives", "chive"],
    ["Couscous", "couscous"],
    ["Asparagus spears", "asparagus"],
    ["Cookies", "cookie"],
    ["Frozen peas", "pea"],
    ["Chickpeas", "chickpea"],
    ["Flat rice noodles", "rice noodle"],
    // Two known names of one word each: the later one is the food ("egg" describes the noodles).
    ["Egg and rice", "rice"],
  ])("%s → %s", (line, food) => {
    expect(matched(line)).toBe(food);
  });

  it("reads what follows \"for\" as what the food is for, not the food", () => {
    const withWater = testFoodTable({ salt: {}, water: {}, "olive oil": {}, flour: {} });
    expect(withWater.match("Salt for the pasta water")?.name).toBe("salt");
    expect(withWater.match("Salt for the cooking water")?.name).toBe("salt");
    expect(withWater.match("Olive oil for frying")?.name).toBe("olive oil");
    expect(withWater.match("Flour, for dusting")?.name).toBe("flour");
    expect(withWater.match("Water")?.name).toBe("water");
  });

  it("counts the first of two alternatives the table knows: what the recipe was written with", () => {
    const cheeses = testFoodTable({ gruyere: {}, parmesan: { aliases: ["vegetarian hard cheese"] }, pancetta: {} });
    expect(cheeses.match("Gruyère or vegetarian hard cheese")?.name).toBe("gruyere");
    expect(cheeses.match("Parmesan or vegetarian hard cheese")?.name).toBe("parmesan");
    expect(cheeses.match("Guanciale or pancetta")?.name).toBe("pancetta");
  });

  it("matches nothing for a food the table lacks", () => {
    expect(matched("Unicorn tears")).toBeNull();
    expect(matched("")).toBeNull();
  });

  it("prefers a canned food named in full over the fresh one inside its name", () => {
    const withCanned = testFoodTable({ tomato: {}, "chopped tomatoes": { pieceG: 400 } });
    expect(withCanned.match("Chopped tomatoes")?.name).toBe("chopped tomatoes");
    expect(withCanned.match("Cherry tomatoes")?.name).toBe("tomato");
  });
});

describe("loading the food table", () => {
  const food = (name: string, extra: Record<string, unknown> = {}) => ({ name, per100g: NO_NUTRIENTS, ...extra });
  const load = (...foods: unknown[]) =>
    () => createFoodTable([{ file: "vegetables.json", json: { source: "USDA FoodData Central, per 100 g", foods } }]);

  it("refuses a name or alias that two foods share, even written as a plural", () => {
    expect(load(food("spring onion", { aliases: ["scallion"] }), food("green onion", { aliases: ["scallions"] }))).toThrow(
      'vegetables.json: "scallions" (green onion) is already a name of "spring onion" in vegetables.json',
    );
    expect(load(food("onion"), food("onions"))).toThrow(/"onions" \(onions\) is already a name of "onion"/);
  });

  it("refuses duplicates across files too", () => {
    const file = (name: string, foods: unknown[]) => ({ file: name, json: { source: "USDA FoodData Central, per 100 g", foods } });
    expect(() => createFoodTable([file("vegetables.json", [food("coriander")]), file("herbs-spices.json", [food("coriander")])])).toThrow(
      'herbs-spices.json: "coriander" (coriander) is already a name of "coriander" in vegetables.json',
    );
  });

  it.each([
    ["sugars above carbohydrate", { per100g: { ...NO_NUTRIENTS, carbohydrateG: 1, sugarsG: 2 } }, /sugars exceed carbohydrate/],
    ["saturates above fat", { per100g: { ...NO_NUTRIENTS, fatG: 1, saturatesG: 2 } }, /saturates exceed fat/],
    ["energy far from its macronutrients", { per100g: { ...NO_NUTRIENTS, energyKcal: 500, fatG: 10 } }, /energy 500 kcal is not within 25 %/],
    ["a negative figure", { per100g: { ...NO_NUTRIENTS, proteinG: -1 } }, /per100g\.proteinG/],
    ["a missing figure", { per100g: { energyKcal: 0 } }, /per100g\.proteinG/],
    ["an unknown unit", { unitG: { bucket: 3 } }, /unitG/],
    ["an unknown field", { calories: 3 }, /calories/],
    ["an upper-case alias", { aliases: ["Scallion"] }, /aliases\.0: must be lower case/],
  ])("refuses %s, naming the file and the food", (_case, extra, message) => {
    const run = load(food("leek", extra));
    expect(run).toThrow(/^vegetables\.json: food "leek": /);
    expect(run).toThrow(message);
  });

  it("lets wine through the energy check: alcohol's 7 kcal/g has no column", () => {
    expect(load(food("red wine", { per100g: { ...NO_NUTRIENTS, energyKcal: 85, carbohydrateG: 2.6, sugarsG: 0.6 } }))).not.toThrow();
  });
});
