import { route } from "@/lib/web/api";
import { KITCHEN_MAX_BODY_BYTES, kitchenRateLimit, listFromWeek, mondayOf, unitsCookieOf, unitsForCook } from "@/lib/kitchen";
import { shoppingFromWeekSchema } from "@/lib/validations/kitchen";

/** POST /api/shopping/from-week `{ week }`: the list for that planned week, merged, in the cook's units. */
export const POST = route(
  { auth: "cook", limits: [{ rule: kitchenRateLimit, key: "cook" }], body: { json: shoppingFromWeekSchema, maxBytes: KITCHEN_MAX_BODY_BYTES } },
  async ({ user, body, request }) => listFromWeek(user.id, mondayOf(body.week), await unitsForCook(user.id, unitsCookieOf(request))),
);
