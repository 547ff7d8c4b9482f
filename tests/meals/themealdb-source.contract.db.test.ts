import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/platform/database";
import { parseMealSourceConfig } from "@/lib/platform/config/meals";
import { createMealService } from "@/lib/meals/service";
import { mealSourceFor } from "@/lib/meals/sources/for-config";
import { createTheMealDbSource } from "@/lib/meals/sources/themealdb/source";
import { MealSourceUnavailableError } from "@/lib/meals/types";
import { startFakeTheMealDb, type FakeTheMealDb } from "../support/fake-themealdb";

// The app's live-mode wiring (adapter + cache), configured the production way; only the base URL
// points to 127.0.0.1.
let fake: FakeTheMealDb;
const liveService = () =>
  createMealService(mealSourceFor(parseMealSourceConfig({ MEAL_SOURCE: "themealdb", MEALDB_BASE_URL: fake.baseUrl }), db).source);

// Live mode merges cooks' recipes from the database into these answers (tests/recipes covers
// that); other test files write such recipes meanwhile, so these checks look at TheMealDB's.
const fromTheMealDb = <Meal extends { id: string }>(meals: Meal[]) => meals.filter((meal) => /^\d+$/.test(meal.id));

describe("the TheMealDB adapter against recorded answers", () => {
  beforeAll(async () => {
    fake = await startFakeTheMealDb();
  });
  afterAll(() => fake.close());

  it("searches by name and drops the meat categories", async () => {
    const meals = fromTheMealDb(await liveService().searchMealsByName("soup"));
    expect(meals.length).toBeGreaterThan(0);
    expect(meals.length).toBeLessThan(10); // the recording has 10, some of them Chicken, Pork or Beef
    expect(meals.map((m) => m.category)).not.toContain("Chicken");
    expect(meals.map((m) => m.category)).not.toContain("Beef");
    expect(meals.map((m) => m.category)).not.toContain("Pork");
    for (const meal of meals) {
      expect(meal.instructions).not.toMatch(/\r/);
      expect(meal.ingredients.every((i) => i.name === i.name.trim() && i.name !== "")).toBe(true);
    }
  });

  it("searches by first letter and drops the meat categories", async () => {
    // The recording holds 4 meals: 3 desserts and Ayam Percik (Chicken).
    const meals = fromTheMealDb(await liveService().searchMealsByFirstLetter("A"));
    expect(meals.map((m) => m.category)).toEqual(["Dessert", "Dessert", "Dessert"]);
    expect(meals.every((m) => m.name.toLowerCase().startsWith("a"))).toBe(true);
    expect(fake.requests).toContain("/api/json/v1/1/search.php?f=a");
  });

  it("answers TheMealDB's null as an empty list", async () => {
    expect(await liveService().searchMealsByName("xablau")).toEqual([]);
  });

  it("filters by category with id, name and picture", async () => {
    const meals = fromTheMealDb(await liveService().listMealsInCategory("beef"));
    expect(meals).toHaveLength(30);
    expect(meals.find((meal) => meal.id === "52874")).toEqual({
      id: "52874",
      name: "Beef and Mustard Pie",
      thumbnail: "https://www.themealdb.com/images/media/meals/sytuqu1511553755.jpg",
      imageAlt: null,
    });
  });

  it("looks a meal up by id, and answers null for an unknown id", async () => {
    expect((await liveService().findMealById("52771"))?.name).toBe("Spicy Arrabiata Penne");
    expect(await liveService().findMealById("99999")).toBeNull();
  });

  it("lists the 14 categories", async () => {
    const categories = await liveService().listCategories();
    expect(categories.map((c) => c.name)).toContain("Vegan");
    expect(categories).toHaveLength(14);
  });

  it("asks the server once for repeated and concurrent questions (bounded cache)", async () => {
    const service = liveService();
    const before = fake.requests.length;
    await Promise.all([service.findMealById("52765"), service.findMealById("52765")]);
    await service.findMealById("52765");
    expect(fake.requests.length - before).toBe(1);
  });

  it("reports an unreachable or failing server as MealSourceUnavailableError", async () => {
    const failing = await startFakeTheMealDb({ failAfter: 0 });
    const source = createTheMealDbSource({ apiUrl: failing.apiUrl, timeoutMs: 1000 });
    await expect(source.searchByName("soup")).rejects.toThrow(MealSourceUnavailableError);
    await failing.close();
    // The cook hears that the meal database is down; the log hears where and why.
    await expect(source.lookupById("1")).rejects.toMatchObject({
      code: "upstream_failed",
      message: "The meal database is not answering right now. Please try again in a moment.",
      detail: expect.stringMatching(/could not be reached/),
    });
  });

  it("does not keep a failed answer: the next question asks again", async () => {
    const flaky = await startFakeTheMealDb({ failAfter: 0 });
    const service = createMealService(
      mealSourceFor(parseMealSourceConfig({ MEAL_SOURCE: "themealdb", MEALDB_BASE_URL: flaky.baseUrl }), db).source,
    );
    await expect(service.searchMealsByName("soup")).rejects.toThrow(MealSourceUnavailableError);
    await expect(service.searchMealsByName("soup")).rejects.toThrow(MealSourceUnavailableError);
    expect(flaky.requests).toHaveLength(4); // two questions, each tried twice (one retry)
    await flaky.close();
  });
});
