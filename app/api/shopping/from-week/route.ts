import { route } from "@/lib/web/api";
import { listFromWeek, MEAL_PLAN_MAX_BODY_BYTES, mondayOf } from "@/lib/meal-plan";
import { listChangesRateLimit, unitsCookieOf, unitsForCook } from "@/lib/account";
import { shoppingFromWeekSchema } from "@/lib/validations/meal-plan";

/** POST /api/shopping/from-week `{ week }`: the list for that planned week, merged, in the cook's units. */
export const POST = route(
  { auth: "cook", limits: [{ rule: listChangesRateLimit, key: "cook" }], body: { json: shoppingFromWeekSchema, maxBytes: MEAL_PLAN_MAX_BODY_BYTES } },
  async ({ user, body, request }) => listFromWeek(user.id, mondayOf(body.week), await unitsForCook(user.id, unitsCookieOf(request))),
);
