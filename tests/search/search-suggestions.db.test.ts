import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getSuggestions } from "@/app/api/search/suggestions/route";
import { db } from "@/lib/platform/database";
import { syncMeals } from "@/lib/meals/sources/local/meal-rows";
import type { Meal } from "@/lib/meals/types";
import { nearSpelling, searchSuggestions } from "@/lib/search";
import { testMeal } from "../support/meals";
import { signedInHeaders } from "../support/session";
import { BASE } from "../support/requests";

// Made-up words no other test's meals hold, so the answers are this file's alone.
const AREA = "Quorvania";
const meal = (id: string, name: string, category: string, ingredients: string[]): Meal => ({
  ...testMeal(id, name, { category, ingredients }),
  area: AREA,
});
const MEALS: Meal[] = [
  meal("982001", "Zorblatt Pie", "Vegetarian", ["Zorblatt root", "Flour", "Butter"]),
  meal("982002", "Zorblatt Flan", "Dessert", ["Zorblatt root", "Eggs", "Milk"]),
  meal("982003", "Kwenchy Salad", "Side", ["Kwenchy leaves", "Olive oil"]),
  meal("982004", "Zorblatt Chicken", "Chicken", ["Chicken thighs", "Zorblatt root"]),
];

const SUGGESTIONS = `${BASE}/api/search/suggestions`;
const get = async (query: string, signedIn = true) =>
  getSuggestions(new Request(`${SUGGESTIONS}${query}`, { headers: signedIn ? await signedInHeaders() : {} }), undefined);

describe("Recipe Finder suggestions and 'Did you mean'", () => {
  beforeAll(() => syncMeals(db, MEALS, "themealdb"));
  afterAll(() => db.meal.deleteMany({ where: { area: AREA } }));

  it("offers meals the search ranks first, ingredient words and categories for what is typed so far", async () => {
    const suggestions = await searchSuggestions("zorbl");
    expect(suggestions.filter((s) => s.kind === "meal").map((s) => s.label).sort()).toEqual(["Zorblatt Flan", "Zorblatt Pie"]);
    expect(suggestions).toContainEqual({ kind: "ingredient", label: "zorblatt" });
    // Any word order and case, as in the results.
    expect((await searchSuggestions("FLAN zorbl")).filter((s) => s.kind === "meal").map((s) => s.label)).toEqual(["Zorblatt Flan"]);
    expect(await searchSuggestions("dess")).toContainEqual({ kind: "category", label: "Dessert" });
  });

  it("never offers Chicken, Pork or Beef, as meals or as categories", async () => {
    const suggestions = await searchSuggestions("zorblatt chick");
    expect(suggestions.map((s) => s.label)).not.toContain("Zorblatt Chicken");
    expect(await searchSuggestions("chick")).not.toContainEqual({ kind: "category", label: "Chicken" });
    expect(await searchSuggestions("bee")).not.toContainEqual({ kind: "category", label: "Beef" });
  });

  it("offers a near spelling only when it finds meals with the same filters", async () => {
    // "flon" is shorter than the search forgives by itself: "Did you mean zorblatt flan?"
    expect(await nearSpelling({ q: "zorblatt flon" })).toBe("zorblatt flan");
    expect(await nearSpelling({ q: "kwenchy salud" })).toBe("kwenchy salad");
    expect(await nearSpelling({ q: "zorblatt flon", category: "Dessert" })).toBe("zorblatt flan");
    expect(await nearSpelling({ q: "zorblatt flon", category: "Seafood" })).toBeNull();
    // Words the index knows are left as typed; nothing to offer when none is unknown.
    expect(await nearSpelling({ q: "zorblatt kwenchy" })).toBeNull();
    expect(await nearSpelling({ q: "" })).toBeNull();
  });

  it("GET /api/search/suggestions answers signed-in cooks, and refuses a missing or oversized q", async () => {
    const response = await get("?q=zorbl");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.suggestions).toContainEqual({ kind: "meal", label: "Zorblatt Pie" });
    for (const query of ["", "?q=", "?q=%20%20", `?q=${"x".repeat(101)}`, "?q=a%00b", "?q=a&q=b"]) {
      const refused = await get(query);
      expect(refused.status, query).toBe(400);
      expect((await refused.json()).message, query).toEqual(expect.any(String));
    }
    expect((await get("?q=zorbl", false)).status).toBe(401);
  });

  it("answers letters beyond the Basic Multilingual Plane (emoji, rare scripts) like any other text", async () => {
    // The API fuzzer found a 500: a word ending in half a surrogate pair reached the database.
    for (const text of ["𝧿⋧𛆗𘥕ﰐ𓏩𞴵ﾐ", "zorbl🍰", "ab\u{D7FF}", "ab\u{10FFFF}"]) {
      const answer = await get(`?q=${encodeURIComponent(text)}`);
      expect(answer.status, text).toBe(200);
      expect((await answer.json()).suggestions, text).toEqual(expect.any(Array));
    }
  });
});
