import { route } from "@/lib/web/api";
import { changePlanned, KITCHEN_MAX_BODY_BYTES, kitchenRateLimit, removePlanned } from "@/lib/kitchen";
import { planChangeSchema, plannedParamsSchema } from "@/lib/validations/kitchen";

/**
 * PATCH /api/plan/<id> `{ day?, slot?, servings?, at? }`: moves it or changes its servings; another
 * cook's is a 404. With `at` (when the cook did it, ms), a change older than the stored one is not
 * applied: the answer is the meal as it stands.
 */
export const PATCH = route(
  {
    auth: "cook",
    params: plannedParamsSchema,
    limits: [{ rule: kitchenRateLimit, key: "cook" }],
    body: { json: planChangeSchema, maxBytes: KITCHEN_MAX_BODY_BYTES },
  },
  async ({ user, params, body }) => changePlanned(user.id, params.id, { day: body.day, slot: body.slot, servings: body.servings }, body.at),
);

/** DELETE /api/plan/<id>: takes it off the plan. */
export const DELETE = route({ auth: "cook", params: plannedParamsSchema, limits: [{ rule: kitchenRateLimit, key: "cook" }] }, async ({ user, params }) =>
  removePlanned(user.id, params.id),
);
