import { route } from "@/lib/web/api";
import { addOwnItem, MEAL_PLAN_MAX_BODY_BYTES } from "@/lib/meal-plan";
import { listChangesRateLimit } from "@/lib/account";
import { shoppingOwnItemSchema } from "@/lib/validations/meal-plan";

/** POST /api/shopping/items `{ text }`: a line of the cook's own (201); 409 when the list is full. */
export const POST = route(
  { auth: "cook", idempotent: true, limits: [{ rule: listChangesRateLimit, key: "cook" }], body: { json: shoppingOwnItemSchema, maxBytes: MEAL_PLAN_MAX_BODY_BYTES } },
  async ({ user, body }) => Response.json(await addOwnItem(user.id, body.text), { status: 201 }),
);
