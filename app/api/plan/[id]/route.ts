import { route } from "@/lib/web/api";
import { changePlanned, MEAL_PLAN_MAX_BODY_BYTES, removePlanned } from "@/lib/meal-plan";
import { listChangesRateLimit } from "@/lib/account";
import { planChangeSchema, plannedParamsSchema, removalQuerySchema } from "@/lib/validations/meal-plan";

/**
 * PATCH /api/plan/<id> `{ day?, slot?, servings?, at? }`: moves it or changes its servings; another
 * household's is a 404. With `at` (when the cook did it, ms), its place and its servings each keep
 * their newest change: the answer is the meal as it stands.
 */
export const PATCH = route(
  {
    auth: "cook",
    params: plannedParamsSchema,
    limits: [{ rule: listChangesRateLimit, key: "cook" }],
    body: { json: planChangeSchema, maxBytes: MEAL_PLAN_MAX_BODY_BYTES },
  },
  async ({ user, params, body }) => changePlanned(user.id, params.id, { day: body.day, slot: body.slot, servings: body.servings }, body.at),
);

/** DELETE /api/plan/<id>?at=: takes it off the plan, unless it was changed after `at` (`{ removed: false }`). */
export const DELETE = route(
  { auth: "cook", params: plannedParamsSchema, query: removalQuerySchema, limits: [{ rule: listChangesRateLimit, key: "cook" }] },
  async ({ user, params, query }) => removePlanned(user.id, params.id, query.at),
);
