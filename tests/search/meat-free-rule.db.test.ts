import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUT as putMeatDishes } from "@/app/api/account/meat-dishes/route";
import { GET as getPantryMatches } from "@/app/api/pantry/matches/route";
import { GET as getSearch } from "@/app/api/search/route";
import { GET as getSuggestions } from "@/app/api/search/suggestions/route";
import { exportAccountData } from "@/lib/account/data-export";
import { mealService } from "@/lib/meals";
import { syncMeals } from "@/lib/meals/sources/local/meal-rows";
import { db } from "@/lib/platform/database";
import { createdKey, mealDbGet } from "../support/api-keys";
import { seedCook, type Cook } from "../support/accounts";
import { testMeal } from "../support/meals";
import { uniqueWord } from "../support/recipes";
import { BASE, browserRequest, jsonRequest } from "../support/requests";

/**
 * Issue 30: Res-pe is meat-free by default (the seed drops Chicken, Beef and Pork), and now says
 * so: answers count what the rule hid, and a cook may choose on their account to see those
 * dishes, for them alone. The meals here share a word and an area no other meal has.
 */
const word = uniqueWord().toLowerCase();
const AREA = uniqueWord("Land");
const meal = (id: string, name: string, category: string, ingredients: string[]) => ({
  ...testMeal(id, `${word} ${name}`, { category, ingredients }),
  area: AREA,
});
const MEALS = [
  meal("983101", "chicken curry", "Chicken", ["Chicken thighs", "Onion"]),
  meal("983102", "beef stew", "Beef", ["Beef", "Carrots"]),
  meal("983103", "pork pie", "Pork", ["Pork", "Plain flour"]),
  meal("983104", "chickpea curry", "Vegan", ["Chickpeas", "Onion"]),
];

type SearchBody = { meals: { strMeal: string; strCategory: string }[]; total: number; hiddenByMeatFreeRule: number; facets: { category: Record<string, number> } };

const search = async (by: Cook, query: string) =>
  (await (await getSearch(browserRequest("GET", `${BASE}/api/search?area=${AREA}&q=${word}${query}`, undefined, { headers: by.headers }), undefined)).json()) as SearchBody;
const names = (body: { meals: { strMeal: string }[] }) => body.meals.map((found) => found.strMeal.replace(`${word} `, "")).sort();
const setPreference = (by: Cook | null, body: unknown) =>
  putMeatDishes(jsonRequest("PUT", `${BASE}/api/account/meat-dishes`, body, { headers: { ...by?.headers } }), undefined);

let meatEater: Cook;
let everyoneElse: Cook;

beforeAll(async () => {
  await syncMeals(db, MEALS, "themealdb");
  [meatEater, everyoneElse] = await Promise.all([seedCook(), seedCook()]);
  const chosen = await setPreference(meatEater, { showMeatDishes: true });
  expect(chosen.status).toBe(200);
  expect(await chosen.json()).toMatchObject({ showMeatDishes: true });
});

afterAll(() => db.meal.deleteMany({ where: { area: AREA } }));

describe("the meat-free rule, said plainly", () => {
  it("is on for a cook who never chose: the search leaves out chicken, beef and pork and says how many", async () => {
    const body = await search(everyoneElse, "");
    expect(names(body)).toEqual(["chickpea curry"]);
    expect(body.total).toBe(1);
    expect(body.hiddenByMeatFreeRule).toBe(3);
    expect(body.facets.category).toEqual({ Vegan: 1 });
    // Only what the other filters would have left counts as hidden.
    expect((await search(everyoneElse, "&include=onion")).hiddenByMeatFreeRule).toBe(1);
    expect((await search(everyoneElse, "&category=Beef")).hiddenByMeatFreeRule).toBe(1);
  });

  it("stops for the cook who chose to see those dishes, and for nobody else", async () => {
    const body = await search(meatEater, "");
    expect(names(body)).toEqual(["beef stew", "chicken curry", "chickpea curry", "pork pie"]);
    expect(body.hiddenByMeatFreeRule).toBe(0);
    expect(body.facets.category).toEqual({ Beef: 1, Chicken: 1, Pork: 1, Vegan: 1 });
    expect(names(await search(meatEater, "&category=Chicken"))).toEqual(["chicken curry"]);
    expect((await search(everyoneElse, "")).hiddenByMeatFreeRule).toBe(3);
  });

  it("applies to the Recipe Finder's name and letter lists, with the count", async () => {
    const service = mealService();
    const hidden = await service.findMealsForCook("name", word, false);
    expect(hidden.meals.map((found) => found.category)).toEqual(["Vegan"]);
    expect(hidden.hiddenByMeatFreeRule).toBe(3);
    const shown = await service.findMealsForCook("name", word, true);
    expect(shown.meals).toHaveLength(4);
    expect(shown.hiddenByMeatFreeRule).toBe(0);
    // The letter list counts what it hid among every meal starting with the letter.
    const letter = await service.findMealsForCook("letter", word[0]!, false);
    const every = await service.findMealsForCook("letter", word[0]!, true);
    expect(letter.hiddenByMeatFreeRule).toBe(every.meals.length - letter.meals.length);
    expect(letter.hiddenByMeatFreeRule).toBeGreaterThanOrEqual(3);
  });

  it("applies to the suggestions while typing", async () => {
    const suggested = async (by: Cook) => {
      const response = await getSuggestions(browserRequest("GET", `${BASE}/api/search/suggestions?q=${word}`, undefined, { headers: by.headers }), undefined);
      return ((await response.json()) as { suggestions: { label: string }[] }).suggestions.map((suggestion) => suggestion.label);
    };
    expect(await suggested(everyoneElse)).not.toContain(`${word} chicken curry`);
    expect(await suggested(meatEater)).toContain(`${word} chicken curry`);
  });

  it("applies to pantry matches, with the count", async () => {
    const matches = async (by: Cook) => {
      const query = `area=${AREA}&items=Onion,Chicken thighs,Beef`;
      const response = await getPantryMatches(browserRequest("GET", `${BASE}/api/pantry/matches?${query}`, undefined, { headers: by.headers }), undefined);
      return (await response.json()) as SearchBody;
    };
    const hidden = await matches(everyoneElse);
    expect(names(hidden)).toEqual(["chickpea curry"]);
    expect(hidden.hiddenByMeatFreeRule).toBe(2);
    const shown = await matches(meatEater);
    expect(names(shown)).toEqual(["beef stew", "chicken curry", "chickpea curry"]);
    expect(shown.hiddenByMeatFreeRule).toBe(0);
  });

  it("keeps TheMealDB's paths as TheMealDB answers them, meat-free, even with the key of a cook who chose otherwise", async () => {
    const key = await createdKey(meatEater);
    const response = await mealDbGet(key.key, `search.php?s=${word}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown> & { meals: { strCategory: string }[] };
    expect(Object.keys(body)).toEqual(["meals"]);
    expect(body.meals.map((found) => found.strCategory)).toEqual(["Vegan"]);
  });

  it("is off by default, saved per cook, and in the data export's settings", async () => {
    const settingsOf = async (cook: Cook) => (await exportAccountData(cook, "127.0.0.1")).settings;
    expect(await settingsOf(everyoneElse)).toEqual({ units: null, showMeatDishes: false, locale: null });
    expect(await settingsOf(meatEater)).toEqual({ units: null, showMeatDishes: true, locale: null });
    const changedMind = await seedCook();
    expect((await setPreference(changedMind, { showMeatDishes: true })).status).toBe(200);
    const off = await setPreference(changedMind, { showMeatDishes: false });
    expect(await off.json()).toMatchObject({ showMeatDishes: false });
    expect((await search(changedMind, "")).hiddenByMeatFreeRule).toBe(3);
  });

  it.each([
    [{ showMeatDishes: "yes" }, "showMeatDishes must be true or false."],
    [{}, "showMeatDishes must be true or false."],
    [{ showMeatDishes: true, everyone: true }, undefined],
  ])("refuses %j with a 400 and a message", async (body, message) => {
    const response = await setPreference(everyoneElse, body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string };
    expect(answer.message).toEqual(message ?? expect.any(String));
    expect((await search(everyoneElse, "")).hiddenByMeatFreeRule).toBe(3);
  });

  it("is the cook's own: signed out, nobody changes it", async () => {
    expect((await setPreference(null, { showMeatDishes: true })).status).toBe(401);
  });
});
