import { describe, expect, it } from "vitest";
import { db } from "@/lib/platform/database";
import { deleteAccount } from "@/lib/account/delete-account";
import { mealRatingFor, ratingSummariesFor } from "@/lib/ranking";
import { ratingApi, rated } from "../support/ratings";
import { api, createdRecipe, RECIPE_TEST_OPTIONS } from "../support/recipes";
import { seedCook } from "../support/accounts";

const userIdOf = async (account: { email: string }) => (await db.user.findUniqueOrThrow({ where: { email: account.email } })).id;

describe("PUT and DELETE /api/meals/<id>/rating", RECIPE_TEST_OPTIONS, () => {
  it("rates, re-rates and removes: each answer carries the new average, count and the cook's stars", async () => {
    const [ada, bob, cy] = [await seedCook(), await seedCook(), await seedCook()];
    const recipe = await createdRecipe(ada);

    expect(await rated(bob, recipe.id, 4)).toEqual({ average: 4, count: 1, yourStars: 4 });
    expect(await rated(cy, recipe.id, 5)).toEqual({ average: 4.5, count: 2, yourStars: 5 });
    // Changing one's stars replaces them: still two ratings.
    expect(await rated(bob, recipe.id, 2)).toEqual({ average: 3.5, count: 2, yourStars: 2 });
    expect((await ratingSummariesFor([recipe.id])).get(recipe.id)).toEqual({ average: 3.5, count: 2 });

    const removed = await ratingApi.remove(cy, recipe.id);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ average: 2, count: 1, yourStars: null });
    expect(await (await ratingApi.remove(bob, recipe.id)).json()).toEqual({ average: null, count: 0, yourStars: null });
    expect((await ratingSummariesFor([recipe.id])).has(recipe.id)).toBe(false);
    // Removing again is harmless.
    expect((await ratingApi.remove(bob, recipe.id)).status).toBe(200);
  });

  it("rates a catalog meal, and the recipe page's figures follow", async () => {
    const bob = await seedCook();
    await rated(bob, "10013", 3);
    const figures = await mealRatingFor(await userIdOf(bob), "10013");
    expect(figures.yourStars).toBe(3);
    expect(figures.count).toBeGreaterThanOrEqual(1);
  });

  it("answers 400 for stars outside 1–5, fractions, strings or a missing field, and stores nothing", async () => {
    const [ada, bob] = [await seedCook(), await seedCook()];
    const recipe = await createdRecipe(ada);
    for (const body of [{ stars: 0 }, { stars: 6 }, { stars: 4.5 }, { stars: "5" }, {}]) {
      const response = await ratingApi.rate(bob, recipe.id, body);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toEqual(expect.any(String));
    }
    expect((await ratingApi.rate(bob, "not-an-id", { stars: 3 })).status).toBe(400);
    expect(await db.rating.count({ where: { mealId: recipe.id } })).toBe(0);
  });

  it("answers 403 when a cook rates their own recipe", async () => {
    const ada = await seedCook();
    const recipe = await createdRecipe(ada);
    const response = await ratingApi.rate(ada, recipe.id, { stars: 5 });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "You cannot rate your own recipe." });
    expect((await ratingApi.remove(ada, recipe.id)).status).toBe(403);
    expect(await db.rating.count({ where: { mealId: recipe.id } })).toBe(0);
  });

  it("answers 404 for an unknown meal and 401 without a session", async () => {
    const [ada, bob] = [await seedCook(), await seedCook()];
    const response = await ratingApi.rate(bob, "zzzzzzzzzzzzzzzzzzzz", { stars: 3 });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Meal not found." });
    expect((await ratingApi.remove(bob, "99999999")).status).toBe(404);
    const recipe = await createdRecipe(ada);
    expect((await ratingApi.rate(null, recipe.id, { stars: 3 })).status).toBe(401);
    expect((await ratingApi.remove(null, recipe.id)).status).toBe(401);
  });

  it("answers 429 with Retry-After after 60 rating writes in 10 minutes", async () => {
    const [ada, bob] = [await seedCook(), await seedCook()];
    const recipe = await createdRecipe(ada);
    for (let attempt = 0; attempt < 60; attempt += 1) await ratingApi.rate(bob, recipe.id, { stars: (attempt % 5) + 1 });
    const response = await ratingApi.rate(bob, recipe.id, { stars: 5 });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("deleted accounts and recipes stop counting", RECIPE_TEST_OPTIONS, () => {
  it("deleting a rater's account recounts the summaries of every meal they rated", async () => {
    const [ada, bob, cy] = [await seedCook(), await seedCook(), await seedCook()];
    const [soup, stew] = [await createdRecipe(ada), await createdRecipe(ada)];
    await rated(bob, soup.id, 1);
    await rated(bob, stew.id, 1);
    await rated(cy, soup.id, 5);

    await deleteAccount(await userIdOf(bob));

    const summaries = await ratingSummariesFor([soup.id, stew.id]);
    expect(summaries.get(soup.id)).toEqual({ average: 5, count: 1 });
    expect(summaries.has(stew.id)).toBe(false);
  });

  it("deleting a recipe removes its ratings and its summary; deleting its cook does too", async () => {
    const [ada, bob] = [await seedCook(), await seedCook()];
    const [soup, stew] = [await createdRecipe(ada), await createdRecipe(ada)];
    await rated(bob, soup.id, 4);
    await rated(bob, stew.id, 4);

    expect((await api.remove(ada, soup.id)).status).toBe(200);
    expect(await db.rating.count({ where: { mealId: soup.id } })).toBe(0);
    expect(await db.mealRatingSummary.count({ where: { mealId: soup.id } })).toBe(0);

    await deleteAccount(await userIdOf(ada));
    expect(await db.rating.count({ where: { mealId: stew.id } })).toBe(0);
    expect(await db.mealRatingSummary.count({ where: { mealId: stew.id } })).toBe(0);
  });
});
