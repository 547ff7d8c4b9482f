import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getSearch } from "@/app/api/search/route";
import { GET as getSuggestions } from "@/app/api/search/suggestions/route";
import { loadConfig } from "@/lib/platform/config";
import { finderSearchRefused } from "@/lib/web/pages";
import { db } from "@/lib/platform/database";
import { syncMeals } from "@/lib/meals/sources/local/meal-rows";
import type { Meal } from "@/lib/meals/types";
import { seedCook } from "../support/accounts";
import { testMeal } from "../support/meals";
import { BASE, browserRequest, uniqueClientIp } from "../support/requests";

/**
 * What one client can make the search do. A query is at most 100 characters as the search reads
 * it, after compatibility characters are spelled out (U+FDFA is 18 letters in four words), at most
 * 8 different words are searched for, and each cook and each address has a budget of searches
 * and suggestions a minute (SEARCH_READS_PER_MINUTE, 600 by default, as these tests run).
 */
const AREA = "Vorpalia";
const MEALS: Meal[] = [
  {
    ...testMeal("983001", "Quillet Vorpal Stew", {
      category: "Vegetarian",
      ingredients: ["Snark fillets", "Jubjub eggs", "Tumtum leaves", "Borogove butter", "Mimsy salt", "Frabjous flour"],
    }),
    area: AREA,
  },
];
/** Eight different words, each found in the one meal above. */
const EIGHT_WORDS = "quillet vorpal snark jubjub tumtum borogove mimsy frabjous";

type Cook = { token: string };
const headersOf = (cook: Cook) => ({ authorization: `Bearer ${cook.token}` });
const searchFor = (cook: Cook, query: string, ip = uniqueClientIp()) =>
  getSearch(browserRequest("GET", `${BASE}/api/search${query}`, undefined, { ip, headers: headersOf(cook) }), undefined);
const suggestFor = (cook: Cook, query: string, ip = uniqueClientIp()) =>
  getSuggestions(browserRequest("GET", `${BASE}/api/search/suggestions${query}`, undefined, { ip, headers: headersOf(cook) }), undefined);

describe("search queries a client cannot blow up", () => {
  let cook: Cook;
  beforeAll(async () => {
    cook = await seedCook();
    await syncMeals(db, MEALS, "themealdb");
  });
  afterAll(() => db.meal.deleteMany({ where: { area: AREA } }));

  it.each([
    ["100 × U+FDFA (18 letters each)", "\uFDFA".repeat(100)],
    ["6 × U+FDFA", "\uFDFA".repeat(6)],
    ["100 × U+FB03 (ﬃ)", "\uFB03".repeat(100)],
    ["34 × U+FB03 (102 letters)", "\uFB03".repeat(34)],
    ["100 × U+3392 (㎒)", "\u3392".repeat(100)],
  ])("refuses %s with a 400 that says why, on the search and the suggestions", async (_, q) => {
    for (const response of [await searchFor(cook, `?q=${encodeURIComponent(q)}`), await suggestFor(cook, `?q=${encodeURIComponent(q)}`)]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: "Words can be at most 100 characters." });
    }
  });

  it("takes compatibility characters that spell out to 100 letters or fewer", async () => {
    const response = await searchFor(cook, `?q=${encodeURIComponent("\uFB03".repeat(33))}&area=${AREA}`);
    expect(response.status).toBe(200);
    // Accents fall away when folded: 100 accented letters are 100 letters.
    expect((await searchFor(cook, `?q=${encodeURIComponent("é".normalize("NFD").repeat(50))}`)).status).toBe(200);
  });

  it("searches for the first 8 different words: a ninth changes nothing, a repeated word counts once", async () => {
    const found = async (q: string) => (await (await searchFor(cook, `?q=${encodeURIComponent(q)}&area=${AREA}`)).json()).total;
    expect(await found(EIGHT_WORDS)).toBe(1);
    expect(await found(`${EIGHT_WORDS} zyzzyvax`)).toBe(1);
    expect(await found(`quillet ${"vorpal ".repeat(10)}zyzzyvax`)).toBe(0);
    const suggestions = await (await suggestFor(cook, `?q=${encodeURIComponent(`${EIGHT_WORDS} zyzzyvax`)}`)).json();
    expect(suggestions.suggestions).toContainEqual({ kind: "meal", label: "Quillet Vorpal Stew" });
  });
});

describe("a budget of searches and suggestions a minute", () => {
  const limit = 600;

  it("is 600 a minute unless SEARCH_READS_PER_MINUTE says otherwise", () => {
    expect(loadConfig().search.readsPerMinute).toBe(limit);
  });

  it("answers the 601st search or suggestion from one address in a minute, whatever the cook, with 429 and Retry-After", async () => {
    const cooks = [await seedCook(), await seedCook()];
    const ip = uniqueClientIp();
    for (let at = 0; at < limit; at += 1) {
      const cook = cooks[at % 2]!;
      const response = at % 3 === 0 ? await suggestFor(cook, "?q=vorp", ip) : await searchFor(cook, "?letter=v", ip);
      if (response.status !== 200) throw new Error(`request ${at + 1} answered ${response.status}`);
    }
    const refused = await searchFor(cooks[0]!, "?letter=v", ip);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({ message: expect.stringMatching(/search/i), code: "rate_limited" });
    expect((await suggestFor(cooks[1]!, "?q=vorp", ip)).status).toBe(429);
    // Another address of the same cooks still has its own budget.
    expect((await searchFor(cooks[0]!, "?letter=v")).status).toBe(200);
  });

  it("answers one cook's 601st in a minute with 429, whatever the address", async () => {
    const cook = await seedCook();
    for (let at = 0; at < limit; at += 1) {
      const response = await searchFor(cook, "?letter=v");
      if (response.status !== 200) throw new Error(`request ${at + 1} answered ${response.status}`);
    }
    const refused = await suggestFor(cook, "?q=vorp");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ message: expect.stringMatching(/search/i), code: "rate_limited" });
    expect((await searchFor(await seedCook(), "?letter=v")).status).toBe(200);
  });

  it("is shared by the Recipe Finder's page views: a cook past it by the API is told so on the page, and the page's views count for the API", async () => {
    const [apiCook, pageCook] = [await seedCook(), await seedCook()];
    const viewBy = (cookId: string) => finderSearchRefused({ cookId, address: uniqueClientIp() });
    for (let at = 0; at < limit; at += 1) {
      const response = await searchFor(apiCook, "?letter=v");
      if (response.status !== 200) throw new Error(`request ${at + 1} answered ${response.status}`);
    }
    expect(await viewBy(apiCook.id)).toMatch(/search/i);

    for (let at = 0; at < limit; at += 1) {
      const refused = await viewBy(pageCook.id);
      if (refused !== null) throw new Error(`page view ${at + 1} refused: ${refused}`);
    }
    expect(await viewBy(pageCook.id)).toMatch(/search/i);
    expect((await searchFor(pageCook, "?letter=v")).status).toBe(429);
    expect(await viewBy((await seedCook()).id)).toBeNull();
  });
});
