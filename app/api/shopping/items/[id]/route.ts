import { route } from "@/lib/api";
import { checkItem, KITCHEN_MAX_BODY_BYTES, kitchenRateLimit, removeItem } from "@/lib/kitchen";
import { shoppingCheckSchema, shoppingItemParamsSchema } from "@/lib/validations/kitchen";

/** PATCH /api/shopping/items/<id> `{ checked }`: ticks or unticks it; another cook's is a 404. */
export const PATCH = route(
  {
    auth: "cook",
    params: shoppingItemParamsSchema,
    limits: [{ rule: kitchenRateLimit, key: "cook" }],
    body: { json: shoppingCheckSchema, maxBytes: KITCHEN_MAX_BODY_BYTES },
  },
  async ({ user, params, body }) => checkItem(user.id, params.id, body.checked),
);

/** DELETE /api/shopping/items/<id>: removes the line. */
export const DELETE = route({ auth: "cook", params: shoppingItemParamsSchema, limits: [{ rule: kitchenRateLimit, key: "cook" }] }, async ({ user, params }) =>
  removeItem(user.id, params.id),
);
