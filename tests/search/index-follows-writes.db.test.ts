import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/platform/database";
import { syncMeals } from "@/lib/meals/sources/local/meal-rows";
import { storeOf } from "@/lib/search";
import { searchMeals } from "@/lib/search/search";
import { api, createdRecipe, recipeBody, uniqueWord } from "../support/recipes";
import { testMeal } from "../support/meals";
import { seedCook } from "../support/accounts";

const ids = (q: string) => searchMeals(storeOf(db), { q }).then((answer) => answer.ids);

describe("the search index follows every write", () => {
  const imported: string[] = [];
  afterAll(() => db.meal.deleteMany({ where: { id: { in: imported } } }));

  it("an imported meal: added, renamed, removed", async () => {
    const word = uniqueWord().toLowerCase();
    const meal = testMeal("982001", `${word} pie`, { ingredients: ["Flour"] });
    imported.push(meal.id);
    await syncMeals(db, [meal], "themealdb");
    expect(await ids(word)).toEqual([meal.id]);
    const renamed = uniqueWord().toLowerCase();
    await syncMeals(db, [{ ...meal, name: `${renamed} tart` }], "themealdb");
    expect(await ids(word)).toEqual([]);
    expect(await ids(renamed)).toEqual([meal.id]);
    await db.meal.delete({ where: { id: meal.id } });
    expect(await ids(renamed)).toEqual([]);
    expect(await db.mealSearchTerm.count({ where: { mealId: meal.id } })).toBe(0);
  });

  it("a cook's recipe: created, edited (ingredients too), deleted through the API", async () => {
    const ada = await seedCook();
    const word = uniqueWord().toLowerCase();
    const recipe = await createdRecipe(ada, { name: `${word} soup` });
    expect(await ids(`${word} soup`)).toEqual([recipe.id]);
    const spice = uniqueWord().toLowerCase();
    const renamed = uniqueWord().toLowerCase();
    const updated = await api.update(ada, recipe.id, recipeBody({ name: `${renamed} stew`, ingredients: [{ name: `${spice} powder`, measure: "1 tsp" }] }));
    expect(updated.status).toBe(200);
    expect(await ids(word)).toEqual([]);
    expect(await ids(`${renamed} stew`)).toEqual([recipe.id]);
    expect(await ids(spice)).toEqual([recipe.id]);
    expect((await api.remove(ada, recipe.id)).status).toBeLessThan(300);
    expect(await ids(renamed)).toEqual([]);
    expect(await ids(spice)).toEqual([]);
  });
});
