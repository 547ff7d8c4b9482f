import { route } from "@/lib/web/api";
import { addToPlan, clearDay, MEAL_PLAN_MAX_BODY_BYTES, mondayOf, planForDays, planForWeek, today, windowDays } from "@/lib/meal-plan";
import { listChangesRateLimit } from "@/lib/account";
import { clearDayQuerySchema, planAddSchema, planQuerySchema } from "@/lib/validations/meal-plan";

/**
 * GET /api/plan?from=<day>: `{ from, to, meals }`, the seven days from that day, as /plan shows
 * them. GET /api/plan?week=<any day of it>: `{ week: <Monday>, meals }` (this week without either),
 * as API clients have always had it.
 */
export const GET = route({ auth: "cook", query: planQuerySchema }, async ({ user, query }) => {
  if (query.from) {
    const days = windowDays(query.from);
    return { from: query.from, to: days.at(-1)!, meals: await planForDays(user.id, query.from, days.at(-1)!) };
  }
  const week = mondayOf(query.week ?? today());
  return { week, meals: await planForWeek(user.id, week) };
});

/** POST /api/plan `{ mealId, day, slot, servings? }`: plans a meal (201), for the recipe's own servings without `servings`; 409 when the week is full. */
export const POST = route(
  { auth: "cook", idempotent: true, limits: [{ rule: listChangesRateLimit, key: "cook" }], body: { json: planAddSchema, maxBytes: MEAL_PLAN_MAX_BODY_BYTES } },
  async ({ user, body }) => Response.json(await addToPlan(user.id, body), { status: 201 }),
);

/** DELETE /api/plan?day=<day>: clears that day; `{ removed }`. */
export const DELETE = route({ auth: "cook", query: clearDayQuerySchema, limits: [{ rule: listChangesRateLimit, key: "cook" }] }, async ({ user, query }) =>
  clearDay(user.id, query.day),
);
