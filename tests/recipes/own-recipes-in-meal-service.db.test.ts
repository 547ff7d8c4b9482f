import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/platform/database";
import { parseMealSourceConfig } from "@/lib/platform/config/meals";
import { createLocalSource } from "@/lib/meals/sources/local/source";
import { revisionReader } from "@/lib/platform/revisions";
import { createMealService } from "@/lib/meals/service";
import { mealSourceFor } from "@/lib/meals/sources/for-config";
import { startFakeTheMealDb, type FakeTheMealDb } from "../support/fake-themealdb";
import { api, createdRecipe, recipeBody, uniqueWord, RECIPE_TEST_OPTIONS } from "../support/recipes";
import { seedCook } from "../support/accounts";

const MEAT = ["Chicken", "Pork", "Beef"];
const names = (meals: { name: string }[]) => meals.map((meal) => meal.name);

describe("cooks' recipes in live mode (TheMealDB merged with the database)", RECIPE_TEST_OPTIONS, () => {
  let fake: FakeTheMealDb;
  let live: ReturnType<typeof createMealService>;
  beforeAll(async () => {
    fake = await startFakeTheMealDb();
    live = createMealService(mealSourceFor(parseMealSourceConfig({ MEAL_SOURCE: "themealdb", MEALDB_BASE_URL: fake.baseUrl }), db).source);
  });
  afterAll(() => fake.close());

  it("merges a recipe into name results in one order (names starting with the term first), meat filtered from both", async () => {
    const ada = await seedCook();
    const word = uniqueWord("Qz");
    const mine = await createdRecipe(ada, { name: `Soup of ${word}`, category: "Vegan" });
    const meaty = await createdRecipe(ada, { name: `Soup with ${word} beef`, category: "Beef" });
    const found = await live.searchMealsByName("soup");
    const ids = found.map((meal) => meal.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(meaty.id);
    expect(found.every((meal) => !MEAT.includes(meal.category))).toBe(true);
    expect(names(found)).toEqual(expect.arrayContaining(["Leblebi Soup", "French Onion Soup", "Creamy Tomato Soup"]));
    // "Soup of …" starts with the term, so it comes before TheMealDB's "… Soup" dishes.
    expect(ids.indexOf(mine.id)).toBeLessThan(names(found).indexOf("Leblebi Soup"));
    expect(found.find((meal) => meal.id === mine.id)?.author?.name).toBe(ada.name);
  });

  it("merges letter results alphabetically and category lists with meat kept (as the seed does)", async () => {
    const ada = await seedCook();
    const mine = await createdRecipe(ada, { name: `Aq${uniqueWord("")} crumble`, category: "Dessert" });
    const beef = await createdRecipe(ada, { name: `${uniqueWord("Bq")} brisket`, category: "Beef" });

    const letterA = await live.searchMealsByFirstLetter("a");
    expect(names(letterA)).toEqual(expect.arrayContaining(["Apple Frangipan Tart", "Apam balik", mine.name]));
    expect(names(letterA)).not.toContain("Ayam Percik"); // Chicken
    expect(names(letterA)).toEqual([...names(letterA)].sort((a, b) => a.localeCompare(b)));

    const beefList = await live.listMealsInCategory("Beef");
    expect(beefList.map((meal) => meal.id)).toContain(beef.id);
    expect(names(beefList)).toContain("Beef and Mustard Pie");
  });

  it("looks a recipe up in the database without asking TheMealDB, and shows an edit within a second", async () => {
    const ada = await seedCook();
    const mine = await createdRecipe(ada, { name: `Soup ${uniqueWord()}` });
    const asked = fake.requests.length;
    expect((await live.findMealById(mine.id))?.name).toBe(mine.name);
    expect(fake.requests.slice(asked).some((url) => url.includes("lookup"))).toBe(false);
    expect((await live.findMealById("52771"))?.name).toBe("Spicy Arrabiata Penne");

    // This service is another instance for the app's own (which wrote): it learns of the write
    // from the meals' revision, read at most once a second.
    await expect.poll(async () => names(await live.searchMealsByName("soup")), { interval: 100, timeout: 3000 }).toContain(mine.name);
    const renamed = `Soup ${uniqueWord()}`;
    expect((await api.update(ada, mine.id, recipeBody({ name: renamed }))).status).toBe(200);
    const written = Date.now();
    // Asks until the new name shows (a wait for the state, not for a fixed time): every lookup that
    // still showed the old name began within the second after the write, however slow each lookup is.
    const lookedUp: number[] = [];
    await expect
      .poll(
        async () => {
          lookedUp.push(Date.now() - written);
          return (await live.findMealById(mine.id))?.name;
        },
        { interval: 50, timeout: 10_000 },
      )
      .toBe(renamed);
    expect(lookedUp.at(-2) ?? 0).toBeLessThan(1000);
    // The lookup and the name search are cached apart; each learns of the write within the second.
    await expect.poll(async () => names(await live.searchMealsByName("soup")), { interval: 100, timeout: 3000 }).toContain(renamed);
    expect(names(await live.searchMealsByName("soup"))).not.toContain(mine.name);
  });

  it("lists only TheMealDB's meals beside cooks' recipes, never the embedded catalog", async () => {
    const catalogMeal = (await db.meal.findFirstOrThrow({ where: { origin: "catalog", category: "Dessert" } })).id;
    expect((await live.listMealsInCategory("Dessert")).map((meal) => meal.id)).not.toContain(catalogMeal);
  });
});

describe("the local source with cooks' recipes", RECIPE_TEST_OPTIONS, () => {
  it("keeps uploads out of the category pictures", async () => {
    const ada = await seedCook();
    await createdRecipe(ada, { name: `Aaa ${uniqueWord()}`, category: "Goat" });
    const categories = await createLocalSource(db).listCategories();
    expect(categories.find((category) => category.name === "Goat")?.thumbnail).toMatch(/^\/meals\/\d+\.svg$/);
  });
});

describe("the meals' revision", RECIPE_TEST_OPTIONS, () => {
  it("moves with every write, and a reader sees another instance's write within its maximum age", async () => {
    let clock = 0;
    const reader = revisionReader(db, "meals", { maxAgeMs: 1000, now: () => clock });
    const before = await reader.current();
    const ada = await seedCook();
    await createdRecipe(ada);
    expect(await reader.current()).toBe(before); // still within the second
    clock += 1000;
    const after = await reader.current();
    expect(after).toBeGreaterThan(before);
    await createdRecipe(ada);
    reader.forget();
    expect(await reader.current()).toBeGreaterThan(after);
  });
});
