import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getNutrition } from "@/app/api/meals/[id]/nutrition/route";
import { db } from "@/lib/platform/database";
import { loadCatalog } from "@/lib/meals/catalog/load-catalog";
import { syncMeals } from "@/lib/meals/sources/local/meal-rows";
import { mealsResponseSchema, reshapeMeal } from "@/lib/meals/sources/themealdb/reshape";
import { ASSUMED_SERVINGS } from "@/lib/nutrition/meal-nutrition";
import { NUTRIENT_KEYS } from "@/lib/nutrition/nutrients";
import { fixture } from "../support/fake-themealdb";
import { signedInHeaders } from "../support/session";
import { BASE } from "../support/requests";

const MEALS = `${BASE}/api/meals`;

async function nutritionOf(id: string, headers?: Record<string, string>) {
  return getNutrition(new Request(`${MEALS}/${encodeURIComponent(id)}/nutrition`, { headers: headers ?? (await signedInHeaders()) }), {
    params: Promise.resolve({ id }),
  });
}

// A catalog meal with a "to taste" line, so `uncounted` has something in it.
const catalogMeal = loadCatalog().find((meal) => meal.ingredients.some((ingredient) => ingredient.measure === "to taste"))!;
// TheMealDB's Spicy Arrabiata Penne as recorded: no servings, a "sprinkling" of cheese.
const arrabiata = reshapeMeal(mealsResponseSchema.parse(JSON.parse(fixture("lookup_i_52771.json"))).meals![0]!);

describe("GET /api/meals/<id>/nutrition", () => {
  beforeAll(async () => {
    await syncMeals(db, [arrabiata], "themealdb");
  });
  afterAll(async () => {
    await db.meal.deleteMany({ where: { id: arrabiata.id } });
  });

  it("answers servings, the three sets of figures and the lines left out", async () => {
    const response = await nutritionOf(catalogMeal.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(["per100g", "perRecipe", "perServing", "servings", "uncounted"]);
    expect(body.servings).toBe(catalogMeal.servings);
    for (const figures of [body.perServing, body.perRecipe, body.per100g]) {
      expect(Object.keys(figures).sort()).toEqual([...NUTRIENT_KEYS].sort());
      expect(Number.isInteger(figures.energyKcal)).toBe(true);
      expect(Math.round(figures.proteinG * 10)).toBeCloseTo(figures.proteinG * 10, 6);
      expect(Math.round(figures.saltG * 100)).toBeCloseTo(figures.saltG * 100, 6);
    }
    expect(body.perRecipe.energyKcal).toBeGreaterThan(0);
    expect(body.perServing.energyKcal).toBeCloseTo(body.perRecipe.energyKcal / catalogMeal.servings, -1);
    const toTaste = catalogMeal.ingredients.filter((ingredient) => ingredient.measure === "to taste");
    expect(body.uncounted).toEqual(
      expect.arrayContaining(toTaste.map(({ name, measure }) => ({ name, measure, reason: "no amount" }))),
    );
  });

  it("assumes 4 servings for a TheMealDB meal, which states none, and lists its 'sprinkling'", async () => {
    const body = await (await nutritionOf(arrabiata.id)).json();
    expect(body.servings).toBe(ASSUMED_SERVINGS);
    expect(body.uncounted).toContainEqual({ name: "Parmigiano-Reggiano", measure: "sprinkling", reason: "no amount" });
    // 1 lb of penne alone is about 1,680 kcal; with a quarter cup of oil the dish is well over 2,000.
    expect(body.perRecipe.energyKcal).toBeGreaterThan(2000);
    expect(body.perRecipe.energyKcal).toBeLessThan(3000);
  });

  it("is cached like the meal itself, with an ETag", async () => {
    const response = await nutritionOf(catalogMeal.id);
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(response.headers.get("vary")).toBe("Authorization, Cookie");
    const again = await nutritionOf(catalogMeal.id, { ...(await signedInHeaders()), "if-none-match": response.headers.get("etag")! });
    expect(again.status).toBe(304);
  });

  it("answers 404 for an id no meal has", async () => {
    const response = await nutritionOf("99999999");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Meal not found." });
  });

  it("answers 400 for an id that is no meal id", async () => {
    const response = await nutritionOf("abc");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "This is not a meal id." });
  });

  it("answers 401 without a session", async () => {
    const response = await nutritionOf(catalogMeal.id, {});
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Please log in to continue." });
  });
});
