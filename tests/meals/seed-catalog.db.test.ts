import { describe, expect, it } from "vitest";
import { db } from "@/lib/platform/database";
import { currentRevision } from "@/lib/platform/revisions";
import { loadCatalog, seedCatalog } from "@/lib/meals";
import { createdRecipe, RECIPE_TEST_OPTIONS } from "../support/recipes";
import { seedCook } from "../support/accounts";

/**
 * The seed runs on every start (scripts/prepare-data.ts): on a database that already holds the
 * catalog it must change nothing, bring older catalog rows up to date in place, and never touch
 * a cook's own recipe.
 */
const catalog = loadCatalog();

describe("seeding the catalog on start", RECIPE_TEST_OPTIONS, () => {
  it("changes nothing when run again, and loses no meal", async () => {
    const summary = await seedCatalog(db);
    expect(summary).toMatchObject({ added: 0, updated: 0, unchanged: catalog.length, removed: 0 });
    expect(await db.meal.count({ where: { origin: "catalog" } })).toBe(catalog.length);
  });

  it("brings a catalog row stored before times, tips and diets existed up to date, in place", async () => {
    const meal = catalog.find((candidate) => candidate.name === "Tortilla de patatas")!;
    const before = await db.meal.findUniqueOrThrow({ where: { id: meal.id } });
    // As the row was before this catalog: no times, difficulty, tips or diets, no notEaten share.
    await db.meal.update({ where: { id: meal.id }, data: { prepMinutes: null, cookMinutes: null, totalMinutes: null, difficulty: null, tips: "", diets: "" } });
    await db.mealIngredient.updateMany({ where: { mealId: meal.id }, data: { notEatenShare: null, notEatenWhy: null } });

    const summary = await seedCatalog(db);
    expect(summary).toMatchObject({ added: 0, updated: 1, unchanged: catalog.length - 1, removed: 0 });
    const after = await db.meal.findUniqueOrThrow({ where: { id: meal.id }, include: { ingredients: { orderBy: { position: "asc" } } } });
    expect(after).toMatchObject({
      createdAt: before.createdAt,
      prepMinutes: meal.prepMinutes,
      cookMinutes: meal.cookMinutes,
      totalMinutes: meal.totalMinutes,
      difficulty: meal.difficulty,
      tips: meal.tips.join("\n\n"),
      diets: "vegetarian,gluten-free,dairy-free,nut-free",
    });
    expect(after.ingredients.find((line) => line.name === "Olive oil")).toMatchObject({ notEatenShare: expect.any(Number), notEatenWhy: expect.stringMatching(/drained/) });
  });

  it("never touches a cook's own recipe", async () => {
    const ada = await seedCook();
    const recipe = await createdRecipe(ada, { prepMinutes: 5, cookMinutes: 10, difficulty: "easy" });
    const before = await db.meal.findUniqueOrThrow({ where: { id: recipe.id }, include: { ingredients: true } });
    await seedCatalog(db);
    expect(await db.meal.findUniqueOrThrow({ where: { id: recipe.id }, include: { ingredients: true } })).toEqual(before);
  });

  it("derives the diets of imported meals page by page, past one page of them (a big site still starts)", async () => {
    // 1,050 imported meals without diets: more than two of refreshDiets' pages of 500, so every
    // page must be read, each within SQLite's bound-variable limit. (Read in one go, 100,000 of
    // them asked SQLite for more bound variables than it takes and the app could not start.)
    const prefix = `diets-page-${Date.now()}-`;
    const ids = Array.from({ length: 1_050 }, (_, index) => `${prefix}${String(index).padStart(4, "0")}`);
    await db.meal.createMany({
      data: ids.map((id) => ({ id, name: id, searchName: id, category: "Miscellaneous", area: "Unknown", instructions: "Boil.", thumbnail: "/meals/none.svg", origin: "themealdb", diets: "" })),
    });
    await db.mealIngredient.createMany({ data: ids.map((mealId) => ({ mealId, position: 0, name: "Potatoes", measure: "2" })) });
    try {
      const summary = await seedCatalog(db);
      expect(summary.dietsRefreshed).toBeGreaterThanOrEqual(1_050);
      const rows = await db.meal.findMany({ where: { id: { in: [0, 499, 500, 1_000, 1_049].map((index) => ids[index]!) } }, select: { diets: true } });
      expect(rows.map((row) => row.diets)).toEqual(Array(5).fill("vegetarian,vegan,gluten-free,dairy-free,nut-free"));
    } finally {
      await db.meal.deleteMany({ where: { id: { startsWith: prefix } } });
    }
  });

  it("derives the diets of a meal stored before diets existed, and only its diets", async () => {
    const ada = await seedCook();
    const recipe = await createdRecipe(ada);
    await db.meal.update({ where: { id: recipe.id }, data: { diets: "" } });
    const before = await db.meal.findUniqueOrThrow({ where: { id: recipe.id } });
    await seedCatalog(db);
    const after = await db.meal.findUniqueOrThrow({ where: { id: recipe.id } });
    expect(after.diets).toBe("vegetarian,vegan,gluten-free,dairy-free,nut-free");
    expect({ ...after, diets: "", updatedAt: before.updatedAt }).toEqual(before);
  });

  it("indexes, once, a meal stored before the search and pantry indexes existed, and running instances read them again", async () => {
    const ada = await seedCook();
    const recipe = await createdRecipe(ada);
    // As the row was before the indexes: no search terms, no pantry keys.
    await db.mealSearchTerm.deleteMany({ where: { mealId: recipe.id } });
    await db.mealPantryKey.deleteMany({ where: { mealId: recipe.id } });
    const revision = await currentRevision("meals");

    expect(await seedCatalog(db)).toMatchObject({ indexed: 1 });
    expect(await db.mealSearchTerm.count({ where: { mealId: recipe.id } })).toBeGreaterThan(0);
    expect(await db.mealPantryKey.count({ where: { mealId: recipe.id } })).toBeGreaterThan(0);
    expect(await currentRevision("meals")).toBeGreaterThan(revision);
    expect(await seedCatalog(db)).toMatchObject({ indexed: 0 });
  });
});
