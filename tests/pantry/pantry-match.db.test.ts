import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/platform/database";
import { syncMeals } from "@/lib/meals/sources/local/meal-rows";
import { type PantryFilters } from "@/lib/pantry";
import { matchPantry } from "@/lib/pantry/match";
import type { FacetCache, FacetGroups } from "@/lib/search";
import { PANTRY_AREA, PANTRY_ITEMS, PANTRY_MEALS, removePantryMeals, storePantryMeals } from "./pantry-meals";

const nameOf = new Map(PANTRY_MEALS.map((meal) => [meal.id, meal.name]));
const run = (filters: PantryFilters = {}, items = PANTRY_ITEMS) => matchPantry(db, items, { area: PANTRY_AREA, ...filters });
const names = async (filters: PantryFilters = {}, items = PANTRY_ITEMS) => (await run(filters, items)).matches.map((match) => nameOf.get(match.id));

describe("what a pantry can make", () => {
  beforeAll(() => storePantryMeals(db));
  afterAll(() => removePantryMeals(db));

  it("ranks by fewest missing, then by more of the pantry used, then by name", async () => {
    expect(await names()).toEqual(["Qp Spring Onion Salad", "Qp Shakshuka", "Qp Hummus", "Qp Onion Tart", "Qp Tomato Bake"]);
  });

  it("says what each meal still needs, as the recipe names it, and how many it has of how many", async () => {
    const { matches, total } = await run();
    expect(total).toBe(5);
    const byName = new Map(matches.map((match) => [nameOf.get(match.id), match]));
    expect(byName.get("Qp Spring Onion Salad")).toMatchObject({ have: 5, of: 5, missing: [] });
    expect(byName.get("Qp Shakshuka")).toMatchObject({ have: 4, of: 5, missing: ["Eggs"] });
    // Lemon covers its juice; garbanzo beans are chickpeas; the oil staple covers olive oil.
    expect(byName.get("Qp Hummus")).toMatchObject({ have: 4, of: 6, missing: ["Tahini", "Garlic"] });
    expect(byName.get("Qp Onion Tart")).toMatchObject({ have: 1, of: 3, missing: ["Butter", "Plain flour"] });
  });

  it("never lists Chicken, Pork or Beef meals, and suggests nothing from staples alone", async () => {
    expect(await names()).not.toContain("Qp Beef Chilli");
    expect(await names()).not.toContain("Qp Salted Water");
    expect(await names({}, ["Salt", "Pepper", "Oil", "Water"])).toEqual([]);
    expect(await names({}, [])).toEqual([]);
  });

  it("applies the search's filters: category, time, difficulty and diet, alone and together", async () => {
    expect(await names({ category: "Vegetarian" })).toEqual(["Qp Shakshuka", "Qp Onion Tart", "Qp Tomato Bake"]);
    expect(await names({ maxMinutes: 15 })).toEqual(["Qp Spring Onion Salad", "Qp Hummus"]);
    expect(await names({ difficulty: "easy", maxMinutes: 30 })).toEqual(["Qp Spring Onion Salad", "Qp Shakshuka", "Qp Hummus"]);
    expect(await names({ category: "Vegetarian", difficulty: "hard" })).toEqual(["Qp Tomato Bake"]);
    const vegan = PANTRY_MEALS.filter((meal) => meal.diets.includes("vegan")).map((meal) => meal.name);
    expect(await names({ diet: ["vegan"] })).toEqual((await names()).filter((name) => vegan.includes(name!)));
    expect((await run({ category: "Vegetarian" })).total).toBe(3);
  });

  it("counts the matches each filter value would leave, with the other filters applied", async () => {
    const { facets } = await run();
    // The area is this file's own, so every count below is of these meals alone.
    expect(facets.area[PANTRY_AREA]).toBe(5);
    expect(facets.category).toMatchObject({ Vegetarian: 3, Starter: 1, Side: 1 });
    expect(facets.category.Beef).toBeUndefined();
    expect(facets.difficulty).toEqual({ easy: 3, medium: 1, hard: 1 });
    expect(facets.maxMinutes).toEqual({ "15": 2, "30": 3, "60": 4 });
    const vegetarian = (await run({ category: "Vegetarian" })).facets;
    // A filter narrows the other filters' counts, never its own (a cook can still switch category).
    expect(vegetarian.difficulty).toEqual({ easy: 1, medium: 1, hard: 1 });
    expect(vegetarian.category).toMatchObject({ Vegetarian: 3, Starter: 1, Side: 1 });
    expect(vegetarian.area[PANTRY_AREA]).toBe(3);
    expect((await run({}, ["Salt", "Water"])).facets.category).toEqual({});
  });

  it("kept between requests, the counts still follow each request's filters", async () => {
    const kept = new Map<string, FacetGroups>();
    const cache: FacetCache = { get: (key) => kept.get(key), set: (key, groups) => void kept.set(key, groups) };
    const ask = (filters: PantryFilters) => matchPantry(db, PANTRY_ITEMS, { area: PANTRY_AREA, ...filters }, cache);
    expect((await ask({})).facets.difficulty).toEqual({ easy: 3, medium: 1, hard: 1 });
    expect(kept.size).toBe(1);
    expect((await ask({ category: "Vegetarian" })).facets.difficulty).toEqual({ easy: 1, medium: 1, hard: 1 });
    expect((await ask({ maxMinutes: 15 })).facets.category).toEqual({ Starter: 1, Side: 1 });
  });

  it("an emptier pantry finds less, with the same names written another way", async () => {
    expect(await names({}, ["garbanzos", "chickpeas", "Lemons"])).toEqual(["Qp Hummus", "Qp Spring Onion Salad"]);
  });

  it("follows an edited meal's ingredients and a deleted meal", async () => {
    const tart = PANTRY_MEALS.find((meal) => meal.name === "Qp Onion Tart")!;
    await syncMeals(db, [{ ...tart, ingredients: [{ name: "Onions", measure: "3" }, { name: "Salt", measure: "1 pinch" }] }], "themealdb");
    expect((await run()).matches.find((match) => match.id === tart.id)).toMatchObject({ have: 2, of: 2, missing: [] });
    await db.meal.delete({ where: { id: tart.id } });
    expect(await names()).not.toContain("Qp Onion Tart");
    await syncMeals(db, [tart], "themealdb");
  });
});
