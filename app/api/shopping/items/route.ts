import { route } from "@/lib/web/api";
import { addOwnItem, KITCHEN_MAX_BODY_BYTES, kitchenRateLimit } from "@/lib/kitchen";
import { shoppingOwnItemSchema } from "@/lib/validations/kitchen";

/** POST /api/shopping/items `{ text }`: a line of the cook's own (201); 409 when the list is full. */
export const POST = route(
  { auth: "cook", limits: [{ rule: kitchenRateLimit, key: "cook" }], body: { json: shoppingOwnItemSchema, maxBytes: KITCHEN_MAX_BODY_BYTES } },
  async ({ user, body }) => Response.json(await addOwnItem(user.id, body.text), { status: 201 }),
);
