import { route } from "@/lib/web/api";
import { checkItem, MEAL_PLAN_MAX_BODY_BYTES, removeItem } from "@/lib/meal-plan";
import { listChangesRateLimit } from "@/lib/account";
import { shoppingCheckSchema, shoppingItemParamsSchema } from "@/lib/validations/meal-plan";

/**
 * PATCH /api/shopping/items/<id> `{ checked, at? }`: ticks or unticks it; another cook's is a 404.
 * With `at` (when the cook did it, ms), a change older than the stored one is not applied: the
 * answer's `checked` is what the line is.
 */
export const PATCH = route(
  {
    auth: "cook",
    params: shoppingItemParamsSchema,
    limits: [{ rule: listChangesRateLimit, key: "cook" }],
    body: { json: shoppingCheckSchema, maxBytes: MEAL_PLAN_MAX_BODY_BYTES },
  },
  async ({ user, params, body }) => checkItem(user.id, params.id, body.checked, body.at),
);

/** DELETE /api/shopping/items/<id>: removes the line. */
export const DELETE = route({ auth: "cook", params: shoppingItemParamsSchema, limits: [{ rule: listChangesRateLimit, key: "cook" }] }, async ({ user, params }) =>
  removeItem(user.id, params.id),
);
