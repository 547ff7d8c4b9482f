import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/platform/database";
import { syncMeals } from "@/lib/meals/sources/local/meal-rows";
import { storeOf, type SearchQuery } from "@/lib/search";
import { searchMeals } from "@/lib/search/search";
import { testMeal } from "../support/meals";
import { AREA, removeSearchMeals, SEARCH_MEALS, storeSearchMeals } from "./search-meals";

const nameOf = new Map(SEARCH_MEALS.map((meal) => [meal.id, meal.name]));
const run = (query: SearchQuery) => searchMeals(storeOf(db), { area: AREA, ...query });
const names = async (query: SearchQuery) => (await run(query)).ids.map((id) => nameOf.get(id));

describe("filters, alone and with words and each other", () => {
  beforeAll(() => storeSearchMeals(db));
  afterAll(() => removeSearchMeals(db));

  it("category, difficulty, time and diet each narrow the list", async () => {
    expect(await names({ category: "Pasta" })).toEqual(["Penne Arrabbiata", "Lasagne al Forno"]);
    expect(await names({ difficulty: "hard" })).toEqual(["Lasagne al Forno"]);
    expect(await names({ maxMinutes: 15 })).toEqual(["Peanut Noodles", "Potato Salad"]);
    // "Spring onions" count as onion; ties on where the word was found go by name.
    expect(await names({ diet: ["vegan"], q: "onion" })).toEqual(["Peanut Noodles", "Pinto Beans with Rice", "Tomato Soup"]);
    expect(await names({ diet: ["nut-free", "vegan"] })).not.toContain("Peanut Noodles");
  });

  it("must-have and must-not-have ingredients, by any form of their name", async () => {
    expect(await names({ include: ["tomato"] })).toEqual(["Penne Arrabbiata", "Lasagne al Forno", "Tomato Soup"]);
    expect(await names({ include: ["tomatoes", "ricotta"] })).toEqual(["Lasagne al Forno"]);
    expect(await names({ q: "tomato", exclude: ["chilli flakes"] })).toEqual(["Tomato Soup", "Summer Vegetable Plate", "Lasagne al Forno"]);
    expect(await names({ exclude: ["peanut butter"], maxMinutes: 15 })).toEqual(["Potato Salad"]);
  });

  it("a letter lists names starting with it, rated first, then by name", async () => {
    expect(await names({ letter: "p" })).toEqual(["Penne Arrabbiata", "Peanut Noodles", "Pinto Beans with Rice", "Potato Salad"]);
    expect(await names({ letter: "P", q: "tomato" })).toEqual(["Penne Arrabbiata"]);
  });

  it("a minimum rating leaves out meals rated lower or not at all", async () => {
    expect(await names({ minRating: 4 })).toEqual(["Penne Arrabbiata"]);
  });

  it("words, category, time and difficulty together", async () => {
    expect(await names({ q: "tomato", category: "Pasta", maxMinutes: 30, difficulty: "easy" })).toEqual(["Penne Arrabbiata"]);
    expect(await names({ q: "tomato", category: "Pasta", maxMinutes: 15 })).toEqual([]);
  });

  it("sorts by rating or by the quickest total time", async () => {
    expect((await names({ sort: "rating" }))[0]).toBe("Penne Arrabbiata");
    expect(await names({ q: "tomato", sort: "quickest" })).toEqual(["Summer Vegetable Plate", "Penne Arrabbiata", "Tomato Soup", "Lasagne al Forno"]);
  });

  it("counts each filter value for the words, before the filters", async () => {
    const { facets, total } = await run({ q: "tomato", category: "Pasta" });
    expect(total).toBe(2);
    // Each filter's counts apply every other filter but its own.
    expect(facets.category).toEqual({ Starter: 1, Side: 1, Pasta: 2 });
    expect(facets.difficulty).toEqual({ easy: 1, hard: 1 });
    expect(facets.maxMinutes).toEqual({ "15": 0, "30": 1, "60": 1 });
    expect(facets.area[AREA]).toBe(2);
    expect(facets.diet.vegan).toBe(1);
  });
});

describe("paging", () => {
  const PAGED_AREA = "Pageland";
  const meals = Array.from({ length: 30 }, (_, index) => ({
    ...testMeal(String(983000 + index), `Paged Stew ${String(index).padStart(2, "0")}`, { ingredients: ["Carrot"] }),
    area: PAGED_AREA,
  }));
  beforeAll(() => syncMeals(db, meals, "themealdb"));
  afterAll(() => db.meal.deleteMany({ where: { area: PAGED_AREA } }));

  it("gives 24 a page, in a stable order, with the total on every page", async () => {
    const first = await searchMeals(storeOf(db), { q: "stew", area: PAGED_AREA });
    const second = await searchMeals(storeOf(db), { q: "stew", area: PAGED_AREA, page: 2 });
    const third = await searchMeals(storeOf(db), { q: "stew", area: PAGED_AREA, page: 3 });
    expect([first.ids.length, second.ids.length, third.ids.length]).toEqual([24, 6, 0]);
    expect([first.total, second.total, third.total]).toEqual([30, 30, 30]);
    expect([...first.ids, ...second.ids]).toEqual(meals.map((meal) => meal.id));
  });

  it("lists a letter's rated meals first, then the rest by name, across the page boundary", async () => {
    // 29 rated 5 stars, 05 rated 3: they lead; the other 28 follow by name, over two pages.
    const rate = (index: number, total: number) =>
      db.mealRatingSummary.create({ data: { mealId: meals[index]!.id, count: 1, total } });
    await Promise.all([rate(29, 5), rate(5, 3)]);
    const expected = [29, 5, ...meals.keys()].filter((index, at, all) => all.indexOf(index) === at).map((index) => meals[index]!.id);
    for (const sort of [undefined, "rating"] as const) {
      const first = await searchMeals(storeOf(db), { letter: "p", area: PAGED_AREA, sort });
      const second = await searchMeals(storeOf(db), { letter: "p", area: PAGED_AREA, sort, page: 2 });
      expect([first.total, second.total]).toEqual([30, 30]);
      expect([...first.ids, ...second.ids]).toEqual(expected);
    }
    // Only rated meals: a minimum rating.
    expect((await searchMeals(storeOf(db), { letter: "p", area: PAGED_AREA, minRating: 3 })).ids).toEqual(expected.slice(0, 2));
  });
});
