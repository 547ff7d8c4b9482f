import { route } from "@/lib/web/api";
import { ACCOUNT_MAX_BODY_BYTES, listChangesRateLimit, setShowMeatDishes } from "@/lib/account";
import { meatDishesBodySchema } from "@/lib/validations/account";

/**
 * PUT /api/account/meat-dishes `{ showMeatDishes }`: whether this cook sees Chicken, Beef and Pork
 * dishes in their searches, letters, pantry matches and suggestions (off: Res-pe's meat-free rule).
 */
export const PUT = route(
  { auth: "cook", limits: [{ rule: listChangesRateLimit, key: "cook" }], body: { json: meatDishesBodySchema, maxBytes: ACCOUNT_MAX_BODY_BYTES } },
  async ({ user, body }) => setShowMeatDishes(user.id, body.showMeatDishes),
);
