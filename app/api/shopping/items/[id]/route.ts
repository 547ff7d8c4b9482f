import { route } from "@/lib/web/api";
import { changeItem, MEAL_PLAN_MAX_BODY_BYTES, removeItem } from "@/lib/meal-plan";
import { listChangesRateLimit } from "@/lib/account";
import { shoppingChangeSchema, shoppingItemParamsSchema, removalQuerySchema } from "@/lib/validations/meal-plan";

/**
 * PATCH /api/shopping/items/<id> `{ checked?, text?, at? }`: ticks or unticks the line, changes its
 * text, or both; another household's is a 404. With `at` (when the cook did it, ms), each field
 * keeps its newest change: the answer `{ id, checked, text, aisle }` is the line as it now stands.
 */
export const PATCH = route(
  {
    auth: "cook",
    params: shoppingItemParamsSchema,
    limits: [{ rule: listChangesRateLimit, key: "cook" }],
    body: { json: shoppingChangeSchema, maxBytes: MEAL_PLAN_MAX_BODY_BYTES },
  },
  async ({ user, params, body }) => changeItem(user.id, params.id, { checked: body.checked, text: body.text }, body.at),
);

/** DELETE /api/shopping/items/<id>?at=: removes the line, unless it was changed after `at` (`{ removed: false }`). */
export const DELETE = route(
  { auth: "cook", params: shoppingItemParamsSchema, query: removalQuerySchema, limits: [{ rule: listChangesRateLimit, key: "cook" }] },
  async ({ user, params, query }) => removeItem(user.id, params.id, query.at),
);
