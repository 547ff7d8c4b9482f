import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GET as getMeals } from "@/app/api/meals/route";
import { MealSearchResults } from "@/components/meals/meal-search-results";
import { db, type PrismaClient } from "@/lib/platform/database";
import { MEALS_PER_PAGE, newOwnRecipeId, writeMeals } from "@/lib/meals";
import { createLocalSource } from "@/lib/meals/sources/local/source";
import { foldForSearch } from "@/lib/platform/text";
import { api, recipeBody, uniqueWord, RECIPE_TEST_OPTIONS } from "../support/recipes";
import { seedCook } from "../support/accounts";
import { BASE } from "../support/requests";

const MEALS = `${BASE}/api/meals`;

/** Stored meals of this test's own (a cook's recipes, written as the app writes meals). */
async function storeMeals(authorId: string, names: string[], category = "Goat") {
  await writeMeals((tx) =>
    tx.meal.createMany({
      data: names.map((name) => ({
        id: newOwnRecipeId(),
        name,
        searchName: foldForSearch(name),
        category,
        area: "Test",
        instructions: "Cook it.",
        thumbnail: "/meals/none.svg",
        origin: "user",
        authorId,
      })),
    }),
  );
}


/** The database as the local source sees it, counting the meal rows it reads in full. */
function countingDb() {
  const loaded = { rows: 0 };
  const meal = new Proxy(db.meal, {
    get(target, key, receiver) {
      if (key !== "findMany") return Reflect.get(target, key, receiver);
      return async (args: Parameters<typeof db.meal.findMany>[0]) => {
        const rows = await target.findMany(args);
        loaded.rows += rows.length;
        return rows;
      };
    },
  });
  const counted = new Proxy(db, { get: (target, key, receiver) => (key === "meal" ? meal : Reflect.get(target, key, receiver)) });
  return { client: counted as unknown as PrismaClient, loaded };
}

describe("meal lists are bounded", RECIPE_TEST_OPTIONS, () => {
  it.each(["%", "_", "\\"])("treats %s in a name search as a plain character, reading only the meals that have it", async (character) => {
    const ada = await seedCook();
    const word = uniqueWord("Qx");
    await storeMeals(ada.id, [`${word} 100${character} rye`, `${word} plain rye`]);
    const { client, loaded } = countingDb();
    const found = await createLocalSource(client).searchByName(`${word} 100${character}`);
    expect(found.map((meal) => meal.name)).toEqual([`${word} 100${character} rye`]);

    const everyMatch = await createLocalSource(client).searchByName(character);
    expect(everyMatch.length).toBeGreaterThan(0);
    expect(everyMatch.every((meal) => meal.name.includes(character))).toBe(true);
    // Before, `%` and `_` reached LIKE as wildcards: every meal in the database was read.
    expect(loaded.rows).toBe(found.length + everyMatch.length);
    expect(loaded.rows).toBeLessThan(await db.meal.count());
  });

  it(`answers /api/meals at most ${MEALS_PER_PAGE} meals at a time, in TheMealDB's shape, page by page`, async () => {
    const ada = await seedCook();
    const word = uniqueWord("Qx");
    const names = Array.from({ length: MEALS_PER_PAGE + 5 }, (_, index) => `${word} soup ${String(index).padStart(3, "0")}`);
    await storeMeals(ada.id, names);
    const ask = async (query: string) =>
      getMeals(new Request(`${MEALS}${query}`, { headers: ada.headers }), undefined);

    const first = await (await ask(`?s=${word}`)).json();
    expect(first.meals).toHaveLength(MEALS_PER_PAGE);
    expect(first.meals[0]).toMatchObject({ strMeal: names[0], strCategory: "Goat" });
    const second = await (await ask(`?s=${word}&page=2`)).json();
    expect(second.meals.map((meal: { strMeal: string }) => meal.strMeal)).toEqual(names.slice(MEALS_PER_PAGE));
    expect(await (await ask(`?s=${word}&page=3`)).json()).toEqual({ meals: null });

    const category = await (await ask("?c=Goat")).json();
    expect(category.meals.length).toBeLessThanOrEqual(MEALS_PER_PAGE);
    for (const page of ["0", "-1", "abc", "1.5", "1001"]) {
      const refused = await ask(`?s=${word}&page=${page}`);
      expect(refused.status).toBe(400);
      expect((await refused.json()).message).toMatch(/page must be a whole number from 1 to 1000/);
    }
  });

  it("shows the Recipe Finder's results a page at a time, with a link to the next page", async () => {
    const ada = await seedCook();
    const word = uniqueWord("Qx");
    const names = Array.from({ length: MEALS_PER_PAGE + 1 }, (_, index) => `${word} stew ${String(index).padStart(3, "0")}`);
    await storeMeals(ada.id, names);
    const first = renderToStaticMarkup(await MealSearchResults({ query: { kind: "name", value: word }, page: 1 }));
    expect(first.match(/<article class="meal-card"/g) ?? []).toHaveLength(MEALS_PER_PAGE);
    expect(first).toContain(`href="/home?s=${word}&amp;page=2"`);
    const second = renderToStaticMarkup(await MealSearchResults({ query: { kind: "name", value: word }, page: 2 }));
    expect(second).toContain(names.at(-1));
    expect(second).not.toContain(">More meals<");
    expect(second).toContain(`href="/home?s=${word}&amp;page=1"`);
  });

  it("refuses a cook's new recipe beyond 500 with 409 and a clear message; editing still works", async () => {
    const ada = await seedCook();
    await storeMeals(ada.id, Array.from({ length: 499 }, (_, index) => `${uniqueWord("Qx")} pie ${index}`));
    const last = await api.create(ada, recipeBody());
    expect(last.status).toBe(201);
    const refused = await api.create(ada, recipeBody());
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: "You already have 500 recipes, as many as one cook may keep. Delete one you no longer need to write a new one.",
    });
    expect(await db.meal.count({ where: { authorId: ada.id } })).toBe(500);
    const { id } = (await last.json()) as { id: string };
    expect((await api.update(ada, id, recipeBody({ name: "Still editable pie" }))).status).toBe(200);
    // Another cook is not affected.
    expect((await api.create(await seedCook(), recipeBody())).status).toBe(201);
  });
});
