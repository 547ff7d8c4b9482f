import { describe, expect, it } from "vitest";
import { db } from "@/lib/platform/database";
import { bayesianAverage, cookScore } from "@/lib/ranking/formulas";
import { loadRanking } from "@/lib/ranking";
import { computeRanking } from "@/lib/ranking/ranking";
import { rated } from "../support/ratings";
import { createdRecipe, RECIPE_TEST_OPTIONS } from "../support/recipes";
import { seedCook } from "../support/accounts";

describe("the ranking", RECIPE_TEST_OPTIONS, () => {
  it("counts a fan once per cook: three raters at 4 stars beat one fan giving three recipes 5 stars", async () => {
    const [fanned, liked, fan, r1, r2, r3] = [await seedCook(), await seedCook(), await seedCook(), await seedCook(), await seedCook(), await seedCook()];
    const fannedRecipes = [await createdRecipe(fanned), await createdRecipe(fanned), await createdRecipe(fanned)];
    for (const recipe of fannedRecipes) await rated(fan, recipe.id, 5);
    const likedRecipe = await createdRecipe(liked);
    for (const rater of [r1, r2, r3]) await rated(rater, likedRecipe.id, 4);

    const ranking = await loadRanking();
    const byId = (id: string) => ranking.cooks.find((entry) => entry.id === id)!;
    const ids = await Promise.all([fanned, liked].map(async (account) => (await idOf(account))!));
    const [fannedCook, likedCook] = ids.map(byId);

    expect(fannedCook).toMatchObject({ recipes: 3, ratings: 3, raters: 1, average: 5 });
    expect(likedCook).toMatchObject({ recipes: 1, ratings: 3, raters: 3, average: 4 });
    expect(fannedCook!.score).toBeCloseTo(cookScore(5, 1, ranking.priorMean), 10);
    expect(likedCook!.score).toBeCloseTo(cookScore(12, 3, ranking.priorMean), 10);
    expect(likedCook!.rank).toBeLessThan(fannedCook!.rank);
  });

  it("lists rated recipes by Bayesian average with ranks 1…n, and a new rating moves the cached ranking", async () => {
    const [author, rater] = [await seedCook(), await seedCook()];
    const recipe = await createdRecipe(author);
    const before = await loadRanking();
    expect(before.recipes.some((entry) => entry.id === recipe.id)).toBe(false);

    await rated(rater, recipe.id, 5);
    const after = await loadRanking();
    const entry = after.recipes.find((item) => item.id === recipe.id);
    expect(entry).toMatchObject({ count: 1, average: 5, name: recipe.name });
    expect(entry!.score).toBeCloseTo(bayesianAverage({ count: 1, total: 5 }, after.priorMean), 10);
    expect(after.recipes.map((item) => item.rank)).toEqual(after.recipes.map((_, index) => index + 1));
    for (let index = 1; index < after.recipes.length; index += 1) {
      expect(after.recipes[index - 1]!.score).toBeGreaterThanOrEqual(after.recipes[index]!.score);
    }
    expect(await computeRanking()).toEqual(after);
  });

  it("lists a rated catalog meal with no cook, and counts it for no cook", async () => {
    const rater = await seedCook();
    const meal = await db.meal.findFirstOrThrow({ where: { origin: "catalog" }, select: { id: true, name: true } });
    const tallies = (ranking: Awaited<ReturnType<typeof loadRanking>>) => ranking.cooks.map((cook) => [cook.id, cook.ratings]);
    const before = await loadRanking();

    await rated(rater, meal.id, 4);
    const after = await loadRanking();
    expect(after.recipes.find((entry) => entry.id === meal.id)).toMatchObject({ name: meal.name, cook: null, count: 1, average: 4 });
    expect(tallies(after)).toEqual(tallies(before));
  });
});

async function idOf(account: { email: string }) {
  return (await db.user.findUnique({ where: { email: account.email } }))?.id;
}
