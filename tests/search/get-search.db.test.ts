import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getSearch } from "@/app/api/search/route";
import { db } from "@/lib/platform/database";
import { storeOf } from "@/lib/search";
import { searchMeals } from "@/lib/search/search";
import { signedInHeaders } from "../support/session";
import { AREA, removeSearchMeals, storeSearchMeals } from "./search-meals";
import { BASE } from "../support/requests";

const SEARCH = `${BASE}/api/search`;
const get = async (query: string, signedIn = true) =>
  getSearch(new Request(`${SEARCH}${query}`, { headers: signedIn ? await signedInHeaders() : {} }), undefined);

describe("GET /api/search", () => {
  beforeAll(() => storeSearchMeals(db));
  afterAll(() => removeSearchMeals(db));

  it("answers with TheMealDB's field names, the total, the facets and a forgiven typo", async () => {
    const response = await get(`?q=arrabiata&area=${AREA}&maxMinutes=30&diet=vegetarian`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ total: 1, page: 1, pageSize: 24, didYouMean: "arrabbiata" });
    expect(body.meals[0]).toMatchObject({ idMeal: "981005", strMeal: "Penne Arrabbiata", strCategory: "Pasta", strIngredient1: "Penne" });
    expect(body.facets.category).toMatchObject({ Pasta: 1 });
  });

  it("counts the facets for each request's filters, though it keeps what the words found between requests", async () => {
    const all = (await (await get(`?area=${AREA}`)).json()).facets;
    const quick = (await (await get(`?area=${AREA}&maxMinutes=15`)).json()).facets;
    // What the search answers with nothing kept: the time filter narrows the other filters' counts.
    const fresh = (await searchMeals(storeOf(db), { area: AREA, maxMinutes: 15 })).facets;
    expect(quick).toEqual(fresh);
    expect(quick.category).not.toEqual(all.category);
  });

  it("takes lists as repeated keys or commas, and empty values as none", async () => {
    const body = await (await get(`?area=${AREA}&include=tomatoes&include=ricotta&category=&sort=`)).json();
    expect(body.meals.map((meal: { strMeal: string }) => meal.strMeal)).toEqual(["Lasagne al Forno"]);
    const commas = await (await get(`?area=${AREA}&include=tomatoes,ricotta`)).json();
    expect(commas.total).toBe(1);
  });

  it.each([
    ["?maxMinutes=20", "maxMinutes"],
    ["?diet=paleo", "diet"],
    ["?sort=random", "sort"],
    ["?page=0", "page"],
    ["?page=abc", "page"],
    ["?minRating=6", "minRating"],
    ["?difficulty=extreme", "difficulty"],
    ["?category=Sweets", "category"],
    ["?letter=ab", "letter"],
    [`?q=${"x".repeat(101)}`, "100"],
    ["?q=a%00b", "NUL"],
    ["?q=a&q=b", ""],
  ])("refuses %s with a 400 that says why", async (query, said) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain(said);
  });

  it("is for signed-in cooks", async () => {
    expect((await get("?q=soup", false)).status).toBe(401);
  });
});
