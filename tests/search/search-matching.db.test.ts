import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/platform/database";
import { storeOf, type SearchQuery } from "@/lib/search";
import { searchMeals } from "@/lib/search/search";
import { AREA, removeSearchMeals, SEARCH_MEALS, storeSearchMeals } from "./search-meals";

const nameOf = new Map(SEARCH_MEALS.map((meal) => [meal.id, meal.name]));
const find = async (q: string, query: Omit<SearchQuery, "q"> = {}) => {
  const answer = await searchMeals(storeOf(db), { area: AREA, ...query, q });
  return { ...answer, names: answer.ids.map((id) => nameOf.get(id)) };
};
const names = async (q: string, query: Omit<SearchQuery, "q"> = {}) => (await find(q, query)).names;

describe("matching the words a cook types", () => {
  beforeAll(() => storeSearchMeals(db));
  afterAll(() => removeSearchMeals(db));

  it("finds words in any order, ignoring case and accents", async () => {
    expect(await names("beans pinto")).toEqual(["Pinto Beans with Rice"]);
    expect(await names("RICE pinto")).toEqual(["Pinto Beans with Rice"]);
    expect(await names("creme brulee")).toEqual(["Crème Brûlée"]);
    expect(await names("CRÈME")).toEqual(["Crème Brûlée"]);
  });

  it("matches a word being typed by its start", async () => {
    expect(await names("toma")).toContain("Tomato Soup");
    expect(await names("lasag")).toEqual(["Lasagne al Forno"]);
    expect(await names("brocc")).toEqual(["Broccoli Cheese Bake"]);
  });

  it("forgives one typo in words of five letters or more, and says what it understood", async () => {
    const arrabbiata = await find("arrabiata");
    expect(arrabbiata.names).toEqual(["Penne Arrabbiata"]);
    expect(arrabbiata.didYouMean).toBe("arrabbiata");
    expect(await names("brocoli cheese")).toEqual(["Broccoli Cheese Bake"]);
    expect(await names("lasagnr")).toEqual(["Lasagne al Forno"]);
    // Four letters: no typo forgiven.
    expect(await names("ric beans")).toEqual(["Pinto Beans with Rice"]);
    expect(await names("rixe beans")).toEqual([]);
  });

  it("meets plurals and singulars", async () => {
    expect(await names("potatoes")).toEqual(["Potato Salad"]);
    expect(await names("pinto bean")).toEqual(["Pinto Beans with Rice"]);
    expect(await names("tomatoes soup")).toEqual(["Tomato Soup"]);
  });

  it("ranks the name over category and tags over ingredients, then rating, then name", async () => {
    expect(await names("tomato")).toEqual(["Tomato Soup", "Summer Vegetable Plate", "Penne Arrabbiata", "Lasagne al Forno"]);
  });

  it("never lists Chicken, Pork or Beef meals", async () => {
    expect(await names("chicken")).toEqual([]);
    expect(await names("stew")).toEqual([]);
    expect(await names("tomato", { category: "Chicken" })).toEqual([]);
    // Nor under a letter: "Chicken Tomato Stew" starts with c.
    expect(await names("", { letter: "c" })).toEqual(["Crème Brûlée"]);
  });

  it("requires every word", async () => {
    expect(await names("tomato penne")).toEqual(["Penne Arrabbiata"]);
    expect(await names("tomato zzqx")).toEqual([]);
  });

  it("finds at least five catalog meals for the everyday words of the catalog issue", async () => {
    for (const word of ["soup", "curry", "cake", "pasta", "chickpeas", "beans pinto"]) {
      const answer = await searchMeals(storeOf(db), { q: word });
      expect(answer.total, word).toBeGreaterThanOrEqual(word === "beans pinto" ? 1 : 5);
    }
  });
});
