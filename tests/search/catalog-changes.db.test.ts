import { describe, expect, it } from "vitest";
import { db } from "@/lib/platform/database";
import { matchPantryInMemory } from "@/lib/pantry/match-memory";
import { createRecipes } from "@/lib/own-recipes/recipes";
import { storeOf, type CatalogIndex, type SearchQuery } from "@/lib/search";
import { loadCatalogIndex, loadCatalogRatings } from "@/lib/search/catalog-index";
import { catalogReads, readCatalogNow } from "@/lib/search/catalog-holder";
import { searchInMemory } from "@/lib/search/memory-search";
import { recipeSchema } from "@/lib/validations/recipes";
import { syncMeals } from "@/lib/meals/sources/local/meal-rows";
import { seedCook } from "../support/accounts";
import { testMeal } from "../support/meals";
import { api, createdRecipe, recipeBody, uniqueWord } from "../support/recipes";

/**
 * Issue 33: a migration writes a batch of recipes every second or so, and every server process
 * followed each batch by reading its whole copy of the search index again. A copy now follows a
 * write that names its meals by reading only those, and must then answer exactly as a copy read
 * whole: the same meals in the same name order, the same postings, words and pantry keys.
 */

/** Everything a copy answers from, by meal id rather than by its numbering (which may differ). */
function contentsOf(index: CatalogIndex) {
  const id = (meal: number) => index.ids[meal]!;
  const sortedPairs = (pairs: string[]) => pairs.sort();
  return {
    byName: [...index.atRank].map(id),
    columns: Object.fromEntries(
      index.ids.map((mealId, meal) => [
        mealId,
        [index.searchName[meal], index.values.category[index.category[meal]!], index.values.area[index.area[meal]!], index.difficulty[meal]! < 0 ? null : index.values.difficulty[index.difficulty[meal]!], index.minutes[meal], index.diets[meal], index.pantryOf[meal]],
      ]),
    ),
    terms: index.terms,
    words: index.words,
    postings: Object.fromEntries([...index.postings].map(([term, { meals, fields }]) => [term, sortedPairs([...meals].map((meal, k) => `${id(meal)}:${fields[k]}`))]).sort(([a], [b]) => (a! < b! ? -1 : 1))),
    pantry: Object.fromEntries([...index.pantry].map(([key, meals]) => [key, sortedPairs([...meals].map(id))]).sort(([a], [b]) => (a! < b! ? -1 : 1))),
  };
}

const input = (name: string, overrides: Record<string, unknown> = {}) => recipeSchema.parse(recipeBody({ name, ...overrides }));

describe("the search's copy follows recipe writes by reading only the meals they changed", () => {
  it("answers as a copy read whole after recipes are added in batches, edited and deleted, and never reads everything again", async () => {
    await readCatalogNow();
    const before = catalogReads();
    const ada = await seedCook();
    const cook = { id: ada.id, name: ada.name, email: ada.email, isAdmin: false };
    const fruit = `${uniqueWord().toLowerCase()}fruit`;
    const word = uniqueWord().toLowerCase();

    const first = await createdRecipe(ada, { name: `${word} soup`, ingredients: [{ name: fruit, measure: "2" }, { name: "Onion", measure: "1" }] });
    await readCatalogNow();
    // Two batches as a migration saves them: new words, a new area, the pantry's keys.
    const batch = await createRecipes(cook, Array.from({ length: 5 }, (_, k) => ({ input: input(`${word} stew ${k}`, { area: `${word}land`, totalMinutes: 10 * k }), picture: null })));
    await readCatalogNow();
    await createRecipes(cook, Array.from({ length: 5 }, (_, k) => ({ input: input(`${uniqueWord()} pie ${k}`, { category: "Dessert" }), picture: null })));
    await readCatalogNow();
    const renamed = uniqueWord().toLowerCase();
    expect((await api.update(ada, first.id, recipeBody({ name: `${renamed} bake`, category: "Side", ingredients: [{ name: fruit, measure: "3" }] }))).status).toBe(200);
    await readCatalogNow();
    expect((await api.remove(ada, batch[2]!.id)).status).toBeLessThan(300);
    const { index, ratings } = await readCatalogNow();

    const reads = catalogReads();
    expect(reads.whole).toBe(before.whole);
    expect(reads.changes - before.changes).toBe(5);
    // 1 + 5 + 5 new recipes, one edited, one deleted: read, and nothing else.
    expect(reads.mealsRead - before.mealsRead).toBe(13);

    const whole = await loadCatalogIndex(storeOf(db), index.revision);
    expect(contentsOf(index)).toEqual(contentsOf(whole));
    const wholeRatings = await loadCatalogRatings(storeOf(db), whole, ratings.revision);
    const queries: SearchQuery[] = [word, renamed, fruit, "soup", "lentil soup", "pie", ""].flatMap((q) =>
      [{}, { category: "Dessert" }, { area: `${word}land` }, { maxMinutes: 30 }, { sort: "quickest" as const }, { letter: "z" }, { page: 2 }, { include: [fruit] }].map((filters) => ({ q, ...filters })),
    );
    for (const query of queries) {
      expect.soft(JSON.stringify(searchInMemory(index, ratings, query)), JSON.stringify(query)).toBe(JSON.stringify(searchInMemory(whole, wholeRatings, query)));
    }
    expect(searchInMemory(index, ratings, { q: word }).ids.sort()).toEqual(batch.filter((_, k) => k !== 2).map((recipe) => recipe.id).sort());
    expect(searchInMemory(index, ratings, { q: renamed }).ids).toEqual([first.id]);
    const pantry = [fruit, "Onion"];
    expect(JSON.stringify(await matchPantryInMemory(db, index, pantry, {}))).toBe(JSON.stringify(await matchPantryInMemory(db, whole, pantry, {})));
  });

  it("reads everything again after a write that did not say which meals it changed", async () => {
    await readCatalogNow();
    const before = catalogReads();
    const word = uniqueWord().toLowerCase();
    await syncMeals(db, [testMeal("989911", `${word} tart`, { category: "Side", ingredients: ["Flour"] })], "themealdb");
    const { index, ratings } = await readCatalogNow();
    expect(catalogReads().whole).toBe(before.whole + 1);
    expect(searchInMemory(index, ratings, { q: word }).ids).toEqual(["989911"]);
  });
});
