import { describe, expect, it } from "vitest";
import { finderHref, parseFinderQuery } from "@/lib/web/pages";
import { type FinderSearch } from "@/lib/web/pages/queries";

const parsed = (params: Record<string, string | string[]>) => parseFinderQuery(params) as FinderSearch;

describe("the Recipe Finder's URL", () => {
  it("keeps the seed's first load: no query is the letter a, unfiltered", () => {
    expect(parseFinderQuery({})).toMatchObject({ kind: "letter", value: "a", filtered: false, letterPicked: false, page: 1 });
    expect(parseFinderQuery({ s: "   " })).toMatchObject({ kind: "letter", value: "a" });
    expect(parseFinderQuery({ f: "B" })).toMatchObject({ kind: "letter", value: "b", letterPicked: true });
  });

  it("reads words with every filter, as GET /api/search does", () => {
    const query = parsed({ s: " veg currry ", diet: ["vegetarian", "vegan"], maxMinutes: "60", include: "chickpeas, spinach", sort: "quickest", page: "3" });
    expect(query).toMatchObject({ kind: "words", value: "veg currry", filtered: true, page: 3 });
    expect(query.search).toMatchObject({ q: "veg currry", diet: ["vegetarian", "vegan"], maxMinutes: 60, include: ["chickpeas", "spinach"], sort: "quickest" });
  });

  it("searches every meal for filters with an empty box, and the picked letter with one", () => {
    expect(parsed({ s: "", category: "Vegan", area: "" })).toMatchObject({ kind: "filters", value: "", search: { category: "Vegan" } });
    expect(parsed({ f: "p", diet: "vegan" })).toMatchObject({ kind: "letter", value: "p", search: { letter: "p", diet: ["vegan"] } });
    // The default sort and empty fields (a form sent without scripts) are no filter.
    expect(parsed({ s: "", sort: "relevance", category: "", include: "" })).toMatchObject({ kind: "letter", filtered: false });
  });

  it("says what is wrong with a bad value instead of guessing", () => {
    expect(parseFinderQuery({ f: "ab" })).toEqual({ kind: "invalid", problem: "Please choose one letter from A to Z." });
    expect(parseFinderQuery({ s: "soup", maxMinutes: "20" })).toMatchObject({ kind: "invalid", problem: expect.stringContaining("maxMinutes") });
    expect(parseFinderQuery({ s: "x".repeat(101) })).toMatchObject({ kind: "invalid" });
    // A page that is not a page number is the first, as on every meal list.
    expect(parsed({ s: "soup", page: "abc" }).page).toBe(1);
  });

  it("writes a URL that reads back to the same search", () => {
    const query = parsed({ s: "veg curry", diet: ["vegetarian", "gluten-free"], maxMinutes: "30", exclude: "peanuts,milk", minRating: "4", sort: "rating" });
    const href = finderHref(query, 2);
    expect(href).toBe("/home?s=veg+curry&diet=vegetarian&diet=gluten-free&maxMinutes=30&exclude=peanuts,milk&minRating=4&sort=rating&page=2");
    const params: Record<string, string | string[]> = {};
    for (const [key, value] of new URL(href, "http://localhost").searchParams) {
      const seen = params[key];
      params[key] = seen === undefined ? value : [...[seen].flat(), value];
    }
    expect(parseFinderQuery(params)).toEqual({ ...query, page: 2 });
    expect(finderHref(parsed({ category: "Vegan" }))).toBe("/home?category=Vegan");
    expect(finderHref({ kind: "filters", value: "", search: {} })).toBe("/home");
  });
});
