import { describe, expect, it } from "vitest";
import { GET as getMeal } from "@/app/api/meals/[id]/route";
import { db } from "@/lib/platform/database";
import { mealService } from "@/lib/meals";
import { api, createdRecipe, fetchPicture, pictureBytes, pictureForm, uniqueWord, RECIPE_TEST_OPTIONS } from "../support/recipes";
import { seedCook } from "../support/accounts";
import { BASE } from "../support/requests";

describe("DELETE /api/recipes/<id>", RECIPE_TEST_OPTIONS, () => {
  it("deletes the recipe, its ingredients and its picture: gone from search, lookups and the picture URL", async () => {
    const ada = await seedCook();
    const word = uniqueWord("Jq");
    const recipe = await createdRecipe(ada, { name: `${word} Noodles` });
    const uploaded = await (await api.upload(ada, recipe.id, pictureForm(await pictureBytes("jpeg")))).json();
    expect((await fetchPicture(uploaded.pictureUrl)).status).toBe(200);
    expect(await mealService().searchMealsByName(word)).toHaveLength(1);

    const response = await api.remove(ada, recipe.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Recipe deleted." });

    expect(await mealService().searchMealsByName(word)).toEqual([]);
    expect(await mealService().findMealById(recipe.id)).toBeNull();
    const lookup = await getMeal(new Request(`${BASE}/api/meals/${recipe.id}`, { headers: ada.headers }), {
      params: Promise.resolve({ id: recipe.id }),
    });
    expect(lookup.status).toBe(404);
    expect((await fetchPicture(uploaded.pictureUrl)).status).toBe(404);
    expect(await db.mealIngredient.count({ where: { mealId: recipe.id } })).toBe(0);
    expect(await db.mealPicture.count({ where: { mealId: recipe.id } })).toBe(0);
    expect((await api.remove(ada, recipe.id)).status).toBe(404);
  });

  it("answers 403 to another cook and deletes nothing", async () => {
    const [ada, bob] = [await seedCook(), await seedCook()];
    const recipe = await createdRecipe(ada);
    const response = await api.remove(bob, recipe.id);
    expect(response.status).toBe(403);
    expect(await db.meal.count({ where: { id: recipe.id } })).toBe(1);
  });

  it("answers 404 for an unknown recipe and 401 without a session", async () => {
    const ada = await seedCook();
    expect((await api.remove(ada, "zzzzzzzzzzzzzzzzzzzz")).status).toBe(404);
    const recipe = await createdRecipe(ada);
    expect((await api.remove(null, recipe.id)).status).toBe(401);
  });

  it("answers 429 with Retry-After once a cook has changed recipes 60 times in an hour", async () => {
    const ada = await seedCook();
    for (let attempt = 0; attempt < 60; attempt += 1) await api.remove(ada, "zzzzzzzzzzzzzzzzzzzz");
    const response = await api.remove(ada, "zzzzzzzzzzzzzzzzzzzz");
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("a deleted account takes its recipes and their pictures with it", async () => {
    const ada = await seedCook();
    const recipe = await createdRecipe(ada);
    await api.upload(ada, recipe.id, pictureForm(await pictureBytes("png")));
    const user = await db.user.findUniqueOrThrow({ where: { email: ada.email } });
    await db.user.delete({ where: { id: user.id } });
    expect(await db.meal.count({ where: { id: recipe.id } })).toBe(0);
    expect(await db.mealPicture.count({ where: { mealId: recipe.id } })).toBe(0);
    expect(await db.mealIngredient.count({ where: { mealId: recipe.id } })).toBe(0);
  });
});
