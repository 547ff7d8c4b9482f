import { localeOfRequest } from "@/lib/platform/i18n";
import { route } from "@/lib/web/api";
import { addRecipeToList, MEAL_PLAN_MAX_BODY_BYTES } from "@/lib/meal-plan";
import { listChangesRateLimit, unitsCookieOf, unitsForCook } from "@/lib/account";
import { shoppingFromRecipeSchema } from "@/lib/validations/meal-plan";

/** POST /api/shopping/from-recipe `{ mealId, servings }`: adds the recipe's ingredients, merged with the list. */
export const POST = route(
  { auth: "cook", idempotent: true, limits: [{ rule: listChangesRateLimit, key: "cook" }], body: { json: shoppingFromRecipeSchema, maxBytes: MEAL_PLAN_MAX_BODY_BYTES } },
  async ({ user, body, request }) => addRecipeToList(user.id, body.mealId, body.servings, await unitsForCook(user.id, unitsCookieOf(request), localeOfRequest(request, user.locale))),
);
