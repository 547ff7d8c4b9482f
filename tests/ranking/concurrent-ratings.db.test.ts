import { describe, expect, it } from "vitest";
import { db } from "@/lib/platform/database";
import { ratingApi } from "../support/ratings";
import { createdRecipe, RECIPE_TEST_OPTIONS } from "../support/recipes";
import { seedCook } from "../support/accounts";

// Found by `npm run bench -- reliability` on PostgreSQL: cooks rating the same meal at the same
// moment got 500s (two recounts inserting the same summary) and left a summary that differed
// from its ratings (each recount missed the other's uncommitted rating).
describe("cooks rating one meal at the same moment", RECIPE_TEST_OPTIONS, () => {
  it("all get their answer, and the summary equals a recount of the ratings", async () => {
    const author = await seedCook();
    const recipe = await createdRecipe(author);
    const raters = await Promise.all(Array.from({ length: 12 }, () => seedCook()));
    const answers = await Promise.all(raters.map((rater, index) => ratingApi.rate(rater, recipe.id, { stars: 1 + (index % 5) })));
    expect(answers.map((answer) => answer.status)).toEqual(raters.map(() => 200));

    const ratings = await db.rating.findMany({ where: { mealId: recipe.id } });
    const summary = await db.mealRatingSummary.findUnique({ where: { mealId: recipe.id } });
    expect(ratings).toHaveLength(12);
    expect({ count: summary?.count, total: summary?.total }).toEqual({ count: 12, total: ratings.reduce((sum, rating) => sum + rating.stars, 0) });
  });
});
