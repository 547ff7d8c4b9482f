import { localeOfRequest } from "@/lib/platform/i18n";
import { route } from "@/lib/web/api";
import { addDays, listFromPlan, MEAL_PLAN_MAX_BODY_BYTES, mondayOf } from "@/lib/meal-plan";
import { listChangesRateLimit, unitsCookieOf, unitsForCook } from "@/lib/account";
import { shoppingFromWeekSchema } from "@/lib/validations/meal-plan";

/**
 * POST /api/shopping/from-week `{ from, to }` (or `{ week }`: its Monday to Sunday): the planned
 * meals of those days merged into the list, in the cook's units; `{ …list, added, combined, undo }`.
 */
export const POST = route(
  { auth: "cook", limits: [{ rule: listChangesRateLimit, key: "cook" }], body: { json: shoppingFromWeekSchema, maxBytes: MEAL_PLAN_MAX_BODY_BYTES } },
  async ({ user, body, request }) => {
    const monday = body.week === undefined ? undefined : mondayOf(body.week);
    // The schema has made sure there is a week or both days.
    const days = monday === undefined ? { from: body.from!, to: body.to! } : { from: monday, to: addDays(monday, 6) };
    return listFromPlan(user.id, days, await unitsForCook(user.id, unitsCookieOf(request), localeOfRequest(request, user.locale)));
  },
);
