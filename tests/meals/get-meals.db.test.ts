import { describe, expect, it } from "vitest";
import { GET as getMeals } from "@/app/api/meals/route";
import { GET as getMeal } from "@/app/api/meals/[id]/route";
import { GET as getCategories } from "@/app/api/meals/categories/route";
import { loadCatalog } from "@/lib/meals/catalog/load-catalog";
import { signedInHeaders } from "../support/session";
import { BASE } from "../support/requests";

const MEALS = `${BASE}/api/meals`;
const catalog = loadCatalog();
const firstMeatFree = catalog.find((meal) => !["Chicken", "Pork", "Beef"].includes(meal.category))!;

async function list(query: string, extraHeaders: Record<string, string> = {}) {
  return getMeals(new Request(`${MEALS}${query}`, { headers: { ...(await signedInHeaders()), ...extraHeaders } }), undefined);
}

async function lookup(id: string) {
  return getMeal(new Request(`${MEALS}/${encodeURIComponent(id)}`, { headers: await signedInHeaders() }), {
    params: Promise.resolve({ id }),
  });
}

describe("GET /api/meals", () => {
  it("answers a name search with TheMealDB's field names", async () => {
    const response = await list(`?s=${encodeURIComponent(firstMeatFree.name.toUpperCase())}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    const { meals } = await response.json();
    const found = meals.find((meal: { idMeal: string }) => meal.idMeal === firstMeatFree.id);
    expect(found).toMatchObject({
      idMeal: firstMeatFree.id,
      strMeal: firstMeatFree.name,
      strCategory: firstMeatFree.category,
      strArea: firstMeatFree.area,
      strMealThumb: `${BASE}/meals/${firstMeatFree.id}.svg`,
      strIngredient1: firstMeatFree.ingredients[0]!.name,
      strMeasure1: firstMeatFree.ingredients[0]!.measure,
      strIngredient20: firstMeatFree.ingredients[19]?.name ?? "",
      strSource: null,
    });
    expect(found.strInstructions).toContain(firstMeatFree.instructions[0]);
    expect(found.strYoutube).toMatch(/^https:\/\/www\.youtube\.com\//);
  });

  it("answers a letter search without Chicken, Pork or Beef", async () => {
    const { meals } = await (await list("?f=A")).json();
    expect(meals.length).toBeGreaterThan(0);
    for (const meal of meals) {
      expect(meal.strMeal.normalize("NFKD").toLowerCase()).toMatch(/^a/);
      expect(["Chicken", "Pork", "Beef"]).not.toContain(meal.strCategory);
    }
  });

  it("answers a category filter with id, name and picture only", async () => {
    const { meals } = await (await list("?c=vegan")).json();
    expect(meals.length).toBeGreaterThan(0);
    expect(Object.keys(meals[0]).sort()).toEqual(["idMeal", "strMeal", "strMealThumb"]);
  });

  it('answers { "meals": null } when nothing matches, as TheMealDB does', async () => {
    const response = await list("?s=no%20such%20dish%20anywhere");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ meals: null });
  });

  it("lets browsers keep answers but ask again each time (cooks' recipes change), with an ETag for a 304", async () => {
    const response = await list("?f=b");
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    const etag = response.headers.get("etag")!;
    const again = await list("?f=b", { "if-none-match": etag });
    expect(again.status).toBe(304);
  });

  it.each([
    ["", "Give one of s (meal name), f (first letter) or c (category)."],
    ["?s=", "Please type a meal name."],
    ["?s=cake&f=c", "Give only one of s, f or c, once (got s and f)."],
    ["?f=a&f=b", "Give only one of s, f or c, once (got f and f)."],
    ["?f=ab", "f must be one letter from a to z."],
    ["?f=1", "f must be one letter from a to z."],
    ["?f=é", "f must be one letter from a to z."],
    [`?s=${"x".repeat(101)}`, "A meal name can be at most 100 characters."],
    // PostgreSQL cannot search for NUL (SQLite can): refused the same way on both.
    ["?s=cake%00", "A meal name cannot contain a NUL character."],
    ["?c=Unicorns", expect.stringMatching(/^Unknown category\. Known categories: Beef, Breakfast,/)],
  ])("answers 400 with a message for %s", async (query, message) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });
});

describe("GET /api/meals/<id>", () => {
  it("answers the meal as TheMealDB's lookup does", async () => {
    const response = await lookup(firstMeatFree.id);
    expect(response.status).toBe(200);
    const { meals } = await response.json();
    expect(meals).toHaveLength(1);
    expect(meals[0].idMeal).toBe(firstMeatFree.id);
  });

  it("answers 404 for an id no meal has", async () => {
    const response = await lookup("99999999");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Meal not found." });
  });

  it.each(["abc", "1234567890123", "abcdefghijklmnopqrs1", "ABCDEFGHIJKLMNOPQRST", "../../etc/passwd"])(
    "answers 400 for %s, neither a catalog number nor a recipe code",
    async (id) => {
      const response = await lookup(id);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: "This is not a meal id." });
    },
  );
});

describe("GET /api/meals/categories", () => {
  it("lists TheMealDB's 14 categories in its shape", async () => {
    const response = await getCategories(new Request(`${MEALS}/categories`, { headers: await signedInHeaders() }), undefined);
    const { categories } = await response.json();
    expect(categories).toHaveLength(14);
    expect(categories[0]).toEqual({
      idCategory: "1",
      strCategory: "Beef",
      strCategoryThumb: expect.any(String),
      strCategoryDescription: expect.any(String),
    });
  });
});

describe("the meals API is for signed-in cooks only", () => {
  const anonymous = (url: string) => new Request(url);
  it.each([
    ["a name search", () => getMeals(anonymous(`${MEALS}?s=soup`), undefined)],
    ["a letter search", () => getMeals(anonymous(`${MEALS}?f=a`), undefined)],
    ["a category", () => getMeals(anonymous(`${MEALS}?c=Vegan`), undefined)],
    ["a lookup", () => getMeal(anonymous(`${MEALS}/${firstMeatFree.id}`), { params: Promise.resolve({ id: firstMeatFree.id }) })],
    ["the categories", () => getCategories(anonymous(`${MEALS}/categories`), undefined)],
  ])("answers 401 { message } to %s without a session", async (_case, call) => {
    const response = await call();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Please log in to continue." });
  });

  it("answers 401 to a forged bearer token", async () => {
    const response = await getMeals(new Request(`${MEALS}?f=a`, { headers: { authorization: "Bearer forged" } }), undefined);
    expect(response.status).toBe(401);
  });

  it("never lets a shared cache keep an answer (private, Vary on the credentials)", async () => {
    const response = await list("?f=b");
    expect(response.headers.get("vary")).toBe("Authorization, Cookie");
    expect(response.headers.get("cache-control")).toMatch(/^private\b/);
  });
});
