import { requireApiUser } from "@/lib/auth/api-user";
import { apiRoute } from "@/lib/http/api-route";
import { findMealOr404, mealIdParam, mealJson } from "@/lib/meals/api-responses";
import { nutritionOfMeal, toNutritionAnswer } from "@/lib/nutrition";

type Context = { params: Promise<{ id: string }> };

/**
 * GET /api/meals/<id>/nutrition: `{ servings, perServing, perRecipe, per100g, uncounted }`, an
 * estimate from the ingredients; 400 for a malformed id, 404 for an unknown meal. Signed-in and
 * cached like the meal itself, since it changes only when the meal does.
 */
export const GET = apiRoute<Context>(async (request, { params }) => {
  await requireApiUser(request);
  const id = await mealIdParam(params);
  return mealJson(request, `nutrition:${id}`, async () => toNutritionAnswer(nutritionOfMeal(await findMealOr404(id))));
});
