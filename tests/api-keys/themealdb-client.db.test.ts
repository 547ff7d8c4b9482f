import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/json/v1/[key]/[endpoint]/route";
import { clientAddressHeaders } from "@/lib/platform/client-address/stamp";
import { parseMealSourceConfig } from "@/lib/platform/config/meals";
import { createTheMealDbSource } from "@/lib/meals";
import { createMealService, type MealService } from "@/lib/meals/service";
import { MEAT_CATEGORIES } from "@/config/meals";
import { createdKey } from "../support/api-keys";
import { createdRecipe, RECIPE_TEST_OPTIONS, uniqueWord } from "../support/recipes";
import { seedCook } from "../support/accounts";

/**
 * An existing TheMealDB client, pointed at Res-pe, works unchanged. Res-pe's route is served over
 * real HTTP on 127.0.0.1 (a Node server handing each request to the route handler, as Next does),
 * and two clients ask it: the seed's way (base + `search.php?s=${encodeURIComponent(q)}`,
 * `data.meals ?? []`), and Res-pe's own TheMealDB adapter in live mode, configured only with
 * MEALDB_BASE_URL and MEALDB_API_KEY, exactly as for www.themealdb.com.
 */
let server: http.Server;
let origin: string;
let key: string;
let word: string;
let recipe: { id: string; name: string };
const area = uniqueWord("Yq");

beforeAll(async () => {
  server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", origin);
      const match = /^\/api\/json\/v1\/([^/]*)\/([^/]+)$/.exec(url.pathname);
      if (!match) return void res.writeHead(404).end();
      const request = new Request(url, { headers: { ...clientAddressHeaders("192.0.2.19"), accept: req.headers.accept ?? "*/*" } });
      const answer = await GET(request, { params: Promise.resolve({ key: decodeURIComponent(match[1]!), endpoint: decodeURIComponent(match[2]!) }) });
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(Buffer.from(await answer.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const ada = await seedCook();
  key = (await createdKey(ada, "TheMealDB client")).key;
  word = uniqueWord("Zq");
  recipe = await createdRecipe(ada, { name: `${word} spicy arrabiata`, category: "Vegetarian", area });
  await createdRecipe(ada, { name: `${word} spicy pork ragu`, category: "Pork", area });
}, 60_000);

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The seed's TheMealDB calls (seed spec §7), written as its client writes them. */
function seedClient(base: string) {
  const get = async (path: string) => {
    const response = await fetch(`${base}/${path}`);
    return (await response.json()) as { meals: Record<string, string | null>[] | null };
  };
  const withoutMeat = (meals: Record<string, string | null>[]) => meals.filter((meal) => !MEAT_CATEGORIES.includes(meal.strCategory ?? ""));
  return {
    searchByName: async (q: string) => withoutMeat((await get(`search.php?s=${encodeURIComponent(q)}`)).meals ?? []),
    searchByLetter: async (letter: string) => withoutMeat((await get(`search.php?f=${letter}`)).meals ?? []),
    filterByCategory: async (category: string) => (await get(`filter.php?c=${category}`)).meals ?? [],
    lookup: async (id: string) => (await get(`lookup.php?i=${id}`)).meals?.[0],
  };
}

describe("an existing TheMealDB client pointed at Res-pe", RECIPE_TEST_OPTIONS, () => {
  it("the seed's client: search, letter, category and lookup, with null as an empty list", async () => {
    const client = seedClient(`${origin}/api/json/v1/${key}`);
    expect((await client.searchByName(`${word} spicy arrabiata`)).map((meal) => meal.idMeal)).toEqual([recipe.id]);
    expect((await client.searchByName(`${word} nothing like it`))).toEqual([]);
    expect((await client.searchByLetter("z")).map((meal) => meal.idMeal)).toContain(recipe.id);
    expect((await client.filterByCategory("Vegetarian")).map((meal) => meal.idMeal)).toContain(recipe.id);
    expect(await client.filterByCategory("Unicorns")).toEqual([]);
    const meal = await client.lookup(recipe.id);
    expect(meal).toMatchObject({ idMeal: recipe.id, strMeal: recipe.name, strCategory: "Vegetarian", strArea: area });
    expect(await client.lookup("99999999")).toBeUndefined();
    // The recipe page reads up to 20 pairs and skips blank ingredients.
    const pairs = Array.from({ length: 20 }, (_, index) => [meal![`strMeasure${index + 1}`], meal![`strIngredient${index + 1}`]]).filter(([, name]) => name);
    expect(pairs.length).toBeGreaterThan(0);
  });

  describe("Res-pe's own TheMealDB adapter in live mode (MEALDB_BASE_URL + MEALDB_API_KEY)", () => {
    let live: MealService;
    beforeAll(() => {
      const config = parseMealSourceConfig({ MEAL_SOURCE: "themealdb", MEALDB_BASE_URL: `${origin}/api/json/v1`, MEALDB_API_KEY: key });
      expect(config.apiUrl).toBe(`${origin}/api/json/v1/${key}`);
      // The adapter alone (live mode also merges in the database's own recipes, which would hide what came over HTTP).
      live = createMealService(createTheMealDbSource({ apiUrl: config.apiUrl, timeoutMs: config.timeoutMs }));
    });

    it("searches, filters, looks up and lists through Res-pe as through TheMealDB", async () => {
      expect((await live.searchMealsByName(`${word} SPICY`)).map((meal) => meal.id)).toEqual([recipe.id]);
      expect(await live.searchMealsByName(`${word} nothing`)).toEqual([]);
      expect((await live.searchMealsByFirstLetter("z")).map((meal) => meal.id)).toContain(recipe.id);
      expect((await live.listMealsInCategory("Vegetarian")).map((meal) => meal.id)).toContain(recipe.id);
      expect((await live.listMealsFromArea(area)).map((meal) => meal.name).sort()).toEqual([`${word} spicy arrabiata`, `${word} spicy pork ragu`]);
      const found = await live.findMealById(recipe.id);
      expect(found).toMatchObject({ id: recipe.id, name: recipe.name, category: "Vegetarian", area });
      expect(found?.ingredients.length).toBeGreaterThan(0);
      expect(await live.findMealById("99999999")).toBeNull();
      expect((await live.listCategories()).map((category) => category.name)).toContain("Vegetarian");
      expect(await live.listAreas()).toContain("Italian");
      expect((await live.listIngredients()).length).toBeGreaterThan(10);
      expect(MEAT_CATEGORIES).not.toContain((await live.randomMeal())?.category);
    });
  });

  it("a revoked or wrong key makes the adapter fail as an unreachable TheMealDB would, never with a crash", async () => {
    const config = parseMealSourceConfig({ MEAL_SOURCE: "themealdb", MEALDB_BASE_URL: `${origin}/api/json/v1`, MEALDB_API_KEY: `rp${"0".repeat(48)}` });
    const wrong = createMealService(createTheMealDbSource({ apiUrl: config.apiUrl, timeoutMs: config.timeoutMs }));
    await expect(wrong.searchMealsByName("soup")).rejects.toMatchObject({ code: "upstream_failed" });
  });
});
