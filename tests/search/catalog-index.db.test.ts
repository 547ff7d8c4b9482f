import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/platform/database";
import { matchesFor, type PantryFilters } from "@/lib/pantry";
import { matchPantry } from "@/lib/pantry/match";
import { matchPantryInMemory } from "@/lib/pantry/match-memory";
import { search, storeOf, type CatalogIndex, type SearchQuery } from "@/lib/search";
import { loadCatalogIndex, loadCatalogRatings, type CatalogRatings } from "@/lib/search/catalog-index";
import { readCatalogNow } from "@/lib/search/catalog-holder";
import { searchInMemory } from "@/lib/search/memory-search";
import { searchMeals } from "@/lib/search/search";
import { storePantryMeals } from "../pantry/pantry-meals";
import { testMeal } from "../support/meals";
import { api, createdRecipe, recipeBody, uniqueWord } from "../support/recipes";
import { seedCook } from "../support/accounts";
import { syncMeals } from "@/lib/meals/sources/local/meal-rows";
import { AREA, storeSearchMeals } from "./search-meals";

/**
 * The app answers searches and pantry matches from a copy of the index in memory (the catalog
 * index) once it is read, and from SQL before: both must give the same answer, byte for byte,
 * for every kind of query, on SQLite and on PostgreSQL (this file runs in both projects).
 */
const WORDS = ["", "soup", "curry", "pasta", "tomato", "toma", "to", "lasagna", "chickpeas", "creme brulee", "veg curry", "rice", "tomato onion soup",
  "arrabiata brocoli", "chicken", "beans pinto", "cake", "garlic butter", "zzzz", "potatoes", "pie", "lentl soup", "onion"];
const SORTS = [undefined, "rating", "quickest"] as const;
const FILTERS: Omit<SearchQuery, "q">[] = [
  {},
  { page: 2 },
  { diet: ["vegetarian"], maxMinutes: 60 },
  { diet: ["vegan", "gluten-free"], maxMinutes: 30 },
  { category: "Dessert", difficulty: "easy" },
  { category: "Nowhere" },
  { area: AREA },
  { area: "Italian", maxMinutes: 15 },
  { letter: "b" },
  { letter: "s", page: 2 },
  { include: ["garlic"], exclude: ["onion"] },
  { exclude: ["tomatoes", "milk"] },
  { include: ["spring onions"] },
  { minRating: 4 },
  { minRating: 2, letter: "c" },
  { difficulty: "hard", diet: ["dairy-free"] },
  { page: 3, maxMinutes: 60 },
  // The meat-free rule (issue 30): off for a cook who chose to see meat dishes, and what it hid.
  { showMeatDishes: true },
  { showMeatDishes: true, category: "Chicken", sort: "rating" },
  { category: "Chicken" },
  { showMeatDishes: true, letter: "c", diet: ["gluten-free"] },
];

const QUERIES: SearchQuery[] = WORDS.flatMap((q) =>
  SORTS.flatMap((sort) => FILTERS.map((filters) => ({ ...(q ? { q } : {}), ...(sort ? { sort } : {}), ...filters }))),
);

const PANTRIES = [
  ["2 ripe tomatoes, chopped", "Red onion", "Scallions", "Garbanzo beans", "Lemon", "Salt", "Pepper", "Oil", "Water"],
  ["Onions", "Garlic", "Eggs", "Butter", "Milk", "Tomatoes", "Potatoes", "Carrots", "Rice", "Pasta", "Plain flour", "Lemon"],
  ["Salt", "Water"],
  ["Courgette", "Aubergine", "Coriander", "Minced beef", "Double cream", "Sugar"],
];
const PANTRY_FILTERS: PantryFilters[] = [{}, { page: 2 }, { maxMinutes: 30 }, { diet: ["vegetarian"] }, { category: "Dessert" }, { difficulty: "easy", maxMinutes: 60 }, { area: "British" }, { showMeatDishes: true }, { showMeatDishes: true, category: "Beef" }, { category: "Beef" }];

let index: CatalogIndex;
let ratings: CatalogRatings;

beforeAll(async () => {
  await storeSearchMeals(db);
  await storePantryMeals(db);
  // Stars on a spread of meals, with ties, so the rating orders and the minimum rating matter.
  const meals = await db.meal.findMany({ select: { id: true }, orderBy: { id: "asc" }, take: 60 });
  await db.mealRatingSummary.deleteMany({ where: { mealId: { in: meals.map((meal) => meal.id) } } });
  await db.mealRatingSummary.createMany({
    data: meals.map((meal, at) => ({ mealId: meal.id, count: (at % 4) + 1, total: ((at * 7) % ((at % 4) + 1) * 5) + 1 })),
  });
  const store = storeOf(db);
  index = await loadCatalogIndex(store, 0);
  ratings = await loadCatalogRatings(store, index, 0);
}, 120_000);

describe("the catalog index answers as the SQL does", () => {
  it(`the same answers to ${QUERIES.length} searches`, async () => {
    const store = storeOf(db);
    let nonEmpty = 0;
    for (const query of QUERIES) {
      const fromSql = await searchMeals(store, query);
      const fromIndex = searchInMemory(index, ratings, query);
      expect.soft(JSON.stringify(fromIndex), JSON.stringify(query)).toBe(JSON.stringify(fromSql));
      if (fromSql.ids.length > 0) nonEmpty += 1;
    }
    // Not a comparison of empty pages: most queries find meals.
    expect(nonEmpty).toBeGreaterThan(QUERIES.length / 3);
  }, 120_000);

  it("the same pantry matches", async () => {
    for (const items of PANTRIES) {
      for (const filters of PANTRY_FILTERS) {
        const [fromSql, fromIndex] = await Promise.all([matchPantry(db, items, filters), matchPantryInMemory(db, index, items, filters)]);
        expect.soft(JSON.stringify(fromIndex), JSON.stringify([items, filters])).toBe(JSON.stringify(fromSql));
      }
    }
    expect((await matchPantry(db, PANTRIES[1]!, {})).total).toBeGreaterThan(24);
  });
});

describe("the app's search and its copy of the index", () => {
  const found = (q: string) => search({ q }).then((answer) => ({ ids: answer.ids, from: answer.answeredFrom }));

  it("answers from the copy once read, and follows a cook's create, edit and delete", async () => {
    await readCatalogNow();
    expect(await found("tomato soup")).toMatchObject({ from: "catalog index" });
    const ada = await seedCook();
    const word = uniqueWord().toLowerCase();
    const recipe = await createdRecipe(ada, { name: `${word} soup` });
    // The write moved the revision: this process answers from the database until its copy is read again.
    expect(await found(word)).toEqual({ ids: [recipe.id], from: "database" });
    await readCatalogNow();
    expect(await found(word)).toEqual({ ids: [recipe.id], from: "catalog index" });
    const renamed = uniqueWord().toLowerCase();
    expect((await api.update(ada, recipe.id, recipeBody({ name: `${renamed} stew` }))).status).toBe(200);
    await readCatalogNow();
    expect(await found(word)).toEqual({ ids: [], from: "catalog index" });
    expect(await found(renamed)).toEqual({ ids: [recipe.id], from: "catalog index" });
    expect((await api.remove(ada, recipe.id)).status).toBeLessThan(300);
    await readCatalogNow();
    expect(await found(renamed)).toEqual({ ids: [], from: "catalog index" });
  });

  it("ranks a pantry again for each new copy (a kept ranking never outlives its copy)", async () => {
    await readCatalogNow();
    const fruit = `${uniqueWord().toLowerCase()}fruit`;
    const pantry = [fruit, "Onion"];
    const ids = (answer: Awaited<ReturnType<typeof matchesFor>>) => answer.matches.map((match) => match.id);
    const before = await matchesFor(pantry, {});
    const ada = await seedCook();
    const recipe = await createdRecipe(ada, {
      ingredients: [
        { name: fruit, measure: "2" },
        { name: "Onion", measure: "1" },
      ],
    });
    await readCatalogNow();
    const after = await matchesFor(pantry, {});
    expect(after.total).toBe(before.total + 1);
    // Nothing missing, and uses both items: first.
    expect(after.matches[0]).toEqual({ id: recipe.id, have: 2, of: 2, missing: [] });
    // The kept ranking serves a filter change on the same copy, as the SQL answers it.
    expect(ids(await matchesFor(pantry, { category: "Vegan" }))).toEqual(ids(await matchPantry(db, pantry, { category: "Vegan" })));
    expect((await api.remove(ada, recipe.id)).status).toBeLessThan(300);
    await readCatalogNow();
    expect(ids(await matchesFor(pantry, {}))).not.toContain(recipe.id);
  });

  it("follows an import written beside it once its copy is read again", async () => {
    await readCatalogNow();
    const word = uniqueWord().toLowerCase();
    await syncMeals(db, [testMeal("989901", `${word} pie`, { category: "Side", ingredients: ["Flour"] })], "themealdb");
    expect(await found(word)).toEqual({ ids: ["989901"], from: "database" });
    await readCatalogNow();
    expect(await found(word)).toEqual({ ids: ["989901"], from: "catalog index" });
  });
});
