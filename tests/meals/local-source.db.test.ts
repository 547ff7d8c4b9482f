import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/platform/database";
import { syncMeals } from "@/lib/meals/sources/local/meal-rows";
import { createLocalSource } from "@/lib/meals/sources/local/source";
import { createMealService } from "@/lib/meals/service";
import type { Meal } from "@/lib/meals/types";

// Names no catalog meal has ("Qx…"), so the catalog seeded into the test database cannot interfere.
const meal = (id: string, name: string, category = "Dessert"): Meal => ({
  id,
  name,
  category,
  area: "French",
  instructions: "Whisk.\n\nBake.",
  thumbnail: `/meals/${id}.svg`,
  imageAlt: `${name} on a plate`,
  youtube: null,
  source: null,
  tags: ["Test"],
  servings: 4,
  prepMinutes: 10,
  cookMinutes: 30,
  totalMinutes: 40,
  difficulty: "easy",
  diets: ["vegetarian", "gluten-free", "nut-free"],
  tips: ["Take the custard out while it still wobbles in the middle."],
  ingredients: [
    { name: "Eggs", measure: "3" },
    { name: "Cream", measure: "300 ml" },
  ],
  author: null,
});

const TEST_MEALS = [
  meal("990001", "Qxcrème Brûlée Tart"),
  meal("990002", "Baked Qxcreme"),
  meal("990003", "Qxcreme Chicken", "Chicken"),
  meal("990004", "Qxcremé Pork Pie", "Pork"),
];

const local = createLocalSource(db);
const service = createMealService(local);

describe("the local (embedded) source", () => {
  beforeAll(async () => {
    await syncMeals(db, TEST_MEALS, "user");
  });
  afterAll(async () => {
    await db.meal.deleteMany({ where: { id: { in: TEST_MEALS.map((m) => m.id) } } });
  });

  it("finds names case- and accent-insensitively, as a substring", async () => {
    const names = (await local.searchByName("QXCREME")).map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(["Qxcrème Brûlée Tart", "Baked Qxcreme", "Qxcreme Chicken", "Qxcremé Pork Pie"]));
    expect((await local.searchByName("brulee tart")).map((m) => m.name)).toEqual(["Qxcrème Brûlée Tart"]);
  });

  it("ranks names that start with the term first", async () => {
    const names = (await local.searchByName("qxcreme")).map((m) => m.name);
    expect(names.at(-1)).toBe("Baked Qxcreme");
  });

  it("drops Chicken, Pork and Beef from name and letter results through the service", async () => {
    expect((await service.searchMealsByName("qxcreme")).map((m) => m.name)).toEqual(["Qxcrème Brûlée Tart", "Baked Qxcreme"]);
    const letterQ = await service.searchMealsByFirstLetter("Q");
    expect(letterQ.map((m) => m.name)).toContain("Qxcrème Brûlée Tart");
    expect(letterQ.every((m) => !["Chicken", "Pork", "Beef"].includes(m.category))).toBe(true);
  });

  it("answers an empty list when nothing matches, also for SQL wildcards typed as text", async () => {
    expect(await service.searchMealsByName("no such dish anywhere")).toEqual([]);
    expect(await service.searchMealsByName("qxcr%")).toEqual([]);
    expect(await service.searchMealsByName("q_cr")).toEqual([]);
  });

  it("looks a meal up with its ingredients in order", async () => {
    const found = await local.lookupById("990001");
    expect(found?.ingredients).toEqual([
      { name: "Eggs", measure: "3" },
      { name: "Cream", measure: "300 ml" },
    ]);
    expect(await local.lookupById("990999")).toBeNull();
  });

  it("writing the same meals again changes nothing", async () => {
    expect(await syncMeals(db, TEST_MEALS, "user")).toEqual({ added: 0, updated: 0, unchanged: 4 });
  });
});

describe("the local source's lists", () => {
  // Byte order (SQLite's ORDER BY) gives XQC, Xqb, Xqä, xqa; a PostgreSQL locale its own order.
  const MIXED = [meal("990011", "XQC Soup"), meal("990012", "xqa Tart"), meal("990013", "Xqä Cake"), meal("990014", "Xqb Pie")];
  const ids = MIXED.map((m) => m.id);
  beforeAll(async () => {
    await syncMeals(db, MIXED, "user");
  });
  afterAll(async () => {
    await db.meal.deleteMany({ where: { id: { in: ids } } });
  });

  it("are alphabetical the same way on every database, whatever its collation", async () => {
    const expected = ["Xqä Cake", "xqa Tart", "Xqb Pie", "XQC Soup"];
    const ours = (meals: { id: string; name: string }[]) => meals.filter((m) => ids.includes(m.id)).map((m) => m.name);
    expect(ours(await local.searchByFirstLetter("x"))).toEqual(expected);
    expect(ours(await local.filterByCategory("Dessert"))).toEqual(expected);
    expect(ours(await local.searchByName("xq"))).toEqual(expected);
  });
});
