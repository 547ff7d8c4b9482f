import { mealJson, route } from "@/lib/web/api";
import { getMeal } from "@/lib/meals";
import { nutritionOfMeal, toNutritionAnswer } from "@/lib/nutrition";
import { mealIdParamsSchema } from "@/lib/validations/meals";

/**
 * GET /api/meals/<id>/nutrition: `{ servings, perServing, perRecipe, per100g, uncounted }`, an
 * estimate from the ingredients; 400 for a malformed id, 404 for an unknown meal. Signed-in and
 * cached like the meal itself, since it changes only when the meal does.
 */
export const GET = route({ auth: "cook", params: mealIdParamsSchema }, ({ request, params }) =>
  mealJson(request, `nutrition:${params.id}`, async () => toNutritionAnswer(nutritionOfMeal(await getMeal(params.id)))),
);
