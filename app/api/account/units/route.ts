import { route } from "@/lib/web/api";
import { KITCHEN_MAX_BODY_BYTES, kitchenRateLimit, setUnitsForCook } from "@/lib/kitchen";
import { unitsBodySchema } from "@/lib/validations/kitchen";

/** PUT /api/account/units `{ units }`: the units this cook's recipes are shown in, on every browser. */
export const PUT = route(
  { auth: "cook", limits: [{ rule: kitchenRateLimit, key: "cook" }], body: { json: unitsBodySchema, maxBytes: KITCHEN_MAX_BODY_BYTES } },
  async ({ user, body }) => setUnitsForCook(user.id, body.units),
);
