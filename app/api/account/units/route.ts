import { route } from "@/lib/web/api";
import { ACCOUNT_MAX_BODY_BYTES, listChangesRateLimit, setUnitsForCook } from "@/lib/account";
import { unitsBodySchema } from "@/lib/validations/account";

/** PUT /api/account/units `{ units }`: the units this cook's recipes are shown in, on every browser. */
export const PUT = route(
  { auth: "cook", limits: [{ rule: listChangesRateLimit, key: "cook" }], body: { json: unitsBodySchema, maxBytes: ACCOUNT_MAX_BODY_BYTES } },
  async ({ user, body }) => setUnitsForCook(user.id, body.units),
);
