import { route } from "@/lib/web/api";
import { addRecipeToList, KITCHEN_MAX_BODY_BYTES, kitchenRateLimit, unitsCookieOf, unitsForCook } from "@/lib/kitchen";
import { shoppingFromRecipeSchema } from "@/lib/validations/kitchen";

/** POST /api/shopping/from-recipe `{ mealId, servings }`: adds the recipe's ingredients, merged with the list. */
export const POST = route(
  { auth: "cook", limits: [{ rule: kitchenRateLimit, key: "cook" }], body: { json: shoppingFromRecipeSchema, maxBytes: KITCHEN_MAX_BODY_BYTES } },
  async ({ user, body, request }) => addRecipeToList(user.id, body.mealId, body.servings, await unitsForCook(user.id, unitsCookieOf(request))),
);
