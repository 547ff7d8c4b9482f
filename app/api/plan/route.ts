import { route } from "@/lib/web/api";
import { addToPlan, clearDay, KITCHEN_MAX_BODY_BYTES, kitchenRateLimit, mondayOf, planForWeek, today } from "@/lib/kitchen";
import { clearDayQuerySchema, planAddSchema, planQuerySchema } from "@/lib/validations/kitchen";

/** GET /api/plan?week=<any day of it>: `{ week: <Monday>, meals }` (this week without `week`). */
export const GET = route({ auth: "cook", query: planQuerySchema }, async ({ user, query }) => {
  const week = mondayOf(query.week ?? today());
  return { week, meals: await planForWeek(user.id, week) };
});

/** POST /api/plan `{ mealId, day, slot, servings? }`: plans a meal (201), for the recipe's own servings without `servings`; 409 when the week is full. */
export const POST = route(
  { auth: "cook", limits: [{ rule: kitchenRateLimit, key: "cook" }], body: { json: planAddSchema, maxBytes: KITCHEN_MAX_BODY_BYTES } },
  async ({ user, body }) => Response.json(await addToPlan(user.id, body), { status: 201 }),
);

/** DELETE /api/plan?day=<day>: clears that day; `{ removed }`. */
export const DELETE = route({ auth: "cook", query: clearDayQuerySchema, limits: [{ rule: kitchenRateLimit, key: "cook" }] }, async ({ user, query }) =>
  clearDay(user.id, query.day),
);
