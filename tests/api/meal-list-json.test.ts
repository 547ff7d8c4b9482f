import { describe, expect, it } from "vitest";
import { mealDbMealJson, mealListResponse, toMealDbMeal } from "@/lib/web/api";
import type { Meal } from "@/lib/meals";

const meal = (id: string, name: string): Meal => ({
  id,
  name,
  category: "Vegetarian",
  area: "Italian",
  instructions: 'Stir "slowly".\n\nServe.',
  thumbnail: "/meals/10001.svg",
  imageAlt: null,
  youtube: null,
  source: null,
  tags: ["Soup", "Quick"],
  servings: 4,
  prepMinutes: 10,
  cookMinutes: 20,
  totalMinutes: 30,
  difficulty: "easy",
  diets: ["vegetarian"],
  tips: [],
  ingredients: [
    { name: "Tomatoes", measure: "4" },
    { name: "Crème fraîche", measure: "2 tbsp" },
  ],
  author: null,
});

const SITE = "https://res-pe.example";

describe("search and pantry answers written from each meal's kept JSON", () => {
  it("are the JSON the meal objects would give, fields in the same order", async () => {
    const meals = [meal("1", "Tomato soup"), meal("2", "Pasta «al» pomodoro")];
    const rest = { total: 2, page: 1, pageSize: 24, facets: { category: { Vegetarian: 2 } }, didYouMean: null };
    const response = mealListResponse(
      meals.map((each) => mealDbMealJson(each, SITE)),
      rest,
      { "Server-Timing": 'search;desc="catalog index"' },
    );
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("server-timing")).toBe('search;desc="catalog index"');
    const text = await response.text();
    expect(text).toBe(JSON.stringify({ meals: meals.map((each) => toMealDbMeal(each, SITE)), ...rest }));
  });

  it("adds a match's own fields after TheMealDB's, and writes an empty page as an empty list", async () => {
    const tomatoSoup = meal("1", "Tomato soup");
    const extra = { have: 1, of: 2, missing: ["Crème fraîche"] };
    expect(JSON.parse(mealDbMealJson(tomatoSoup, SITE, extra))).toEqual({ ...toMealDbMeal(tomatoSoup, SITE), ...extra });
    expect(mealDbMealJson(tomatoSoup, SITE, {})).toBe(JSON.stringify(toMealDbMeal(tomatoSoup, SITE)));
    expect(await mealListResponse([], { total: 0 }).json()).toEqual({ meals: [], total: 0 });
    expect(await mealListResponse([], {}).json()).toEqual({ meals: [] });
  });

  it("follows the site's address (a meal kept under another address is written again)", () => {
    const tomatoSoup = meal("1", "Tomato soup");
    expect(JSON.parse(mealDbMealJson(tomatoSoup, SITE)).strMealThumb).toBe(`${SITE}/meals/10001.svg`);
    expect(JSON.parse(mealDbMealJson(tomatoSoup, "http://localhost:3000")).strMealThumb).toBe("http://localhost:3000/meals/10001.svg");
  });
});
