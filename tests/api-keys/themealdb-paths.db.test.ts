import { beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "@/lib/platform/config";
import { loadCatalog } from "@/lib/meals";
import { MEAT_CATEGORIES } from "@/config/meals";
import { createdKey, mealDbGet } from "../support/api-keys";
import { fixture } from "../support/fake-themealdb";
import { createdRecipe, RECIPE_TEST_OPTIONS, uniqueWord } from "../support/recipes";
import { seedCook } from "../support/accounts";

/**
 * TheMealDB's paths under a personal key, every endpoint against TheMealDB's recorded answers
 * (tests/fixtures/themealdb): the same fields in the same order, strings or null, absolute
 * pictures, `{"meals":null}` for a miss, PHP's escaping. Rows read are this file's own recipes
 * (unique words), or the committed catalog files.
 */
const keysOf = (file: string, pick: (json: never) => object) => Object.keys(pick(JSON.parse(fixture(file)) as never));
const FULL_MEAL_KEYS = keysOf("lookup_i_52771.json", (json: { meals: object[] }) => json.meals[0]!);
const SUMMARY_KEYS = keysOf("filter_c_Beef.json", (json: { meals: object[] }) => json.meals[0]!);
const CATEGORY_KEYS = keysOf("categories.json", (json: { categories: object[] }) => json.categories[0]!);

type Json = { meals: Record<string, string | null>[] | null; categories?: Record<string, string | null>[] };

let key: string;
let word: string;
let vegan: { id: string; name: string };
let beef: { id: string; name: string };
const area = uniqueWord("Yq");
const ingredient = `${uniqueWord("Yq").toLowerCase()} beans`;

beforeAll(async () => {
  const ada = await seedCook();
  key = (await createdKey(ada)).key;
  word = uniqueWord("Zq");
  const ingredients = [
    { name: ingredient, measure: "200 g" },
    { name: "Crème fraîche", measure: "2 tbsp" },
  ];
  vegan = await createdRecipe(ada, { name: `${word} spicy crème soup`, category: "Vegan", area, ingredients });
  beef = await createdRecipe(ada, { name: `${word} spicy beef stew`, category: "Beef", area, ingredients });
}, 60_000);

async function ask(pathAndQuery: string): Promise<{ status: number; text: string; json: Json; headers: Headers }> {
  const response = await mealDbGet(key, pathAndQuery);
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text) as Json, headers: response.headers };
}
const ids = (json: Json) => (json.meals ?? []).map((meal) => meal.idMeal);

describe("TheMealDB's paths: /api/json/v1/<key>/…", RECIPE_TEST_OPTIONS, () => {
  it("lookup.php?i= answers one meal with exactly TheMealDB's fields, in its order, as strings or null", async () => {
    const { status, json, text, headers } = await ask(`lookup.php?i=${vegan.id}`);
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("application/json");
    expect(headers.get("access-control-allow-origin")).toBe("*");
    const [meal] = json.meals!;
    expect(Object.keys(meal!)).toEqual(FULL_MEAL_KEYS);
    for (const value of Object.values(meal!)) expect(value === null || typeof value === "string").toBe(true);
    expect(meal).toMatchObject({
      idMeal: vegan.id,
      strMeal: vegan.name,
      strCategory: "Vegan",
      strArea: area,
      strIngredient1: ingredient,
      strMeasure1: "200 g",
      strIngredient2: "Crème fraîche",
      strIngredient3: "",
      strMeasure20: "",
      strImageSource: null,
      strCreativeCommonsConfirmed: null,
      dateModified: null,
    });
    expect(meal!.strMealThumb!.startsWith(`${loadConfig().server.siteUrl}/`)).toBe(true);
    // PHP's json_encode, as TheMealDB writes: escaped slashes, non-ASCII as \u escapes.
    expect(text).toContain("cr\\u00e8me");
    expect(text).toContain(`"strMealThumb":"${loadConfig().server.siteUrl.replace(/\//g, "\\/")}\\/`);
    expect(text).not.toMatch(/[^\x20-\x7e]/);
  });

  it("lookup.php?i= answers a catalog meal and a meat meal alike (no meat rule on lookup)", async () => {
    const catalogBeef = (await loadCatalog()).find((meal) => meal.category === "Beef")!;
    expect(ids((await ask(`lookup.php?i=${catalogBeef.id}`)).json)).toEqual([catalogBeef.id]);
    expect(ids((await ask(`lookup.php?i=${beef.id}`)).json)).toEqual([beef.id]);
  });

  it.each([
    ["raw", (w: string) => `${w}`],
    ["raw, two words", (w: string) => `${w} spicy`],
    ["percent-encoded space", (w: string) => `${w}%20spicy`],
    ["plus for space", (w: string) => `${w}+spicy`],
    ["another case", (w: string) => w.toUpperCase()],
    ["encoded non-ASCII", (w: string) => `${w}%20spicy%20cr%C3%A8me`],
  ])("search.php?s= (%s) finds the meal and drops Chicken, Pork and Beef", async (_case, query) => {
    const { status, json } = await ask(`search.php?s=${query(word)}`);
    expect(status).toBe(200);
    expect(ids(json)).toEqual([vegan.id]);
    expect(Object.keys(json.meals![0]!)).toEqual(FULL_MEAL_KEYS);
  });

  it("search.php?f= gives the letter's meals without meat", async () => {
    const { json } = await ask("search.php?f=Z");
    expect(ids(json)).toContain(vegan.id);
    expect(ids(json)).not.toContain(beef.id);
    for (const meal of json.meals!) expect(MEAT_CATEGORIES).not.toContain(meal.strCategory);
  });

  it("filter.php?c= lists a category's meals as strMeal, strMealThumb, idMeal only (meat categories too, as in the app)", async () => {
    const vegans = (await ask("filter.php?c=vegan")).json;
    expect(ids(vegans)).toContain(vegan.id);
    for (const meal of vegans.meals!) expect(Object.keys(meal)).toEqual(SUMMARY_KEYS);
    expect(ids((await ask("filter.php?c=Beef")).json)).toContain(beef.id);
  });

  it("filter.php?a= and ?i= list the meals of an area and with an ingredient (any case, _ for spaces)", async () => {
    const byArea = (await ask(`filter.php?a=${area.toLowerCase()}`)).json;
    expect(ids(byArea).sort()).toEqual([vegan.id, beef.id].sort());
    expect(Object.keys(byArea.meals![0]!)).toEqual(SUMMARY_KEYS);
    expect(ids((await ask(`filter.php?i=${ingredient.replace(" ", "_")}`)).json).sort()).toEqual([vegan.id, beef.id].sort());
    expect(ids((await ask(`filter.php?i=${encodeURIComponent(ingredient.toUpperCase())}`)).json).sort()).toEqual([vegan.id, beef.id].sort());
  });

  it("list.php?c=list answers TheMealDB's own list of categories", async () => {
    expect((await ask("list.php?c=list")).json).toEqual(JSON.parse(fixture("list_c_list.json")));
  });

  it("list.php?a=list and ?i=list name the catalog's areas and ingredients in TheMealDB's shapes", async () => {
    const catalog = await loadCatalog();
    const areas = (await ask("list.php?a=list")).json.meals!;
    for (const entry of areas) expect(Object.keys(entry)).toEqual(["strArea"]);
    expect(areas.map((entry) => entry.strArea)).toEqual(expect.arrayContaining([...new Set(catalog.map((meal) => meal.area))]));
    // A cook's free-typed area is not in TheMealDB's list.
    expect(areas.map((entry) => entry.strArea)).not.toContain(area);

    const ingredients = (await ask("list.php?i=list")).json.meals!;
    for (const entry of ingredients) expect(Object.keys(entry)).toEqual(["idIngredient", "strIngredient", "strDescription", "strType"]);
    expect(ingredients[0]).toMatchObject({ idIngredient: "1", strDescription: null, strType: null });
    const names = ingredients.map((entry) => entry.strIngredient!.toLowerCase());
    expect(names).toContain(catalog[0]!.ingredients[0]!.name.toLowerCase());
    expect(names).not.toContain(ingredient);
  });

  it("categories.php answers TheMealDB's 14 categories with its fields and absolute pictures", async () => {
    const { json } = await ask("categories.php");
    expect(json.categories!.map((category) => category.strCategory)).toEqual(
      (JSON.parse(fixture("list_c_list.json")) as { meals: { strCategory: string }[] }).meals.map((entry) => entry.strCategory),
    );
    for (const category of json.categories!) {
      expect(Object.keys(category)).toEqual(CATEGORY_KEYS);
      if (category.strCategoryThumb) expect(category.strCategoryThumb.startsWith(`${loadConfig().server.siteUrl}/`)).toBe(true);
    }
  });

  it("random.php answers one whole meal, never Chicken, Pork or Beef, and is never kept", async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const { json, headers } = await ask("random.php");
      expect(json.meals).toHaveLength(1);
      expect(Object.keys(json.meals![0]!)).toEqual(FULL_MEAL_KEYS);
      expect(MEAT_CATEGORIES).not.toContain(json.meals![0]!.strCategory);
      expect(headers.get("cache-control")).toBe("no-store");
    }
  });

  it.each([
    "search.php?s=xablau",
    "search.php?s=",
    "search.php?s=%20%20",
    "search.php",
    "search.php?f=",
    "search.php?f=ab",
    "search.php?f=1",
    "search.php?s=soup&page=0",
    "search.php?S=soup",
    "lookup.php",
    "lookup.php?i=abc",
    "lookup.php?i=99999999",
    "filter.php",
    "filter.php?c=unicorns",
    "filter.php?a=Atlantis",
    "filter.php?i=unobtainium",
    "list.php",
    "list.php?c=all",
  ])("%s answers 200 {\"meals\":null}, byte for byte", async (pathAndQuery) => {
    const { status, text } = await ask(pathAndQuery);
    expect(status).toBe(200);
    expect(text).toBe('{"meals":null}');
  });

  it("an endpoint TheMealDB does not have is a 404 in its shape", async () => {
    const { status, json } = await ask("latest.php");
    expect(status).toBe(404);
    expect(json).toEqual({ meals: null, message: expect.any(String) });
  });

  it.each([
    ["a NUL", "search.php?s=%00"],
    ["a long name", `search.php?s=${"a".repeat(10_000)}`],
    ["broken percent-encoding", "search.php?s=%E0%A4%A&f=%ZZ"],
    ["a repeated parameter (the last one counts, as in PHP)", `search.php?s=nothing&s=${"WORD"}`],
    ["odd unicode", "filter.php?i=%F0%9F%8D%95%E2%80%8B%EF%BF%BF"],
    ["a huge page", "filter.php?c=Vegan&page=99999999999"],
    ["an id with a NUL", "lookup.php?i=1%00"],
    ["a long area", `filter.php?a=${"x".repeat(5000)}`],
  ])("bad input (%s) is never a 500", async (_case, pathAndQuery) => {
    const { status, json } = await ask(pathAndQuery.replace("WORD", word));
    expect(status).toBe(200);
    expect(json).toHaveProperty("meals");
  });

  it("an unknown or malformed key is a 401 in TheMealDB's shape, on every endpoint", async () => {
    for (const unknown of ["1", `rp${"0".repeat(48)}`, "", "../../etc", "%00"]) {
      for (const endpoint of ["search.php?s=soup", "categories.php", "latest.php"]) {
        const response = await mealDbGet(unknown, endpoint);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ meals: null, message: expect.stringMatching(/not valid/) });
      }
    }
  });
});
