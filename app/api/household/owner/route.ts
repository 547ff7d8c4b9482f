import { route } from "@/lib/web/api";
import { handOver, listChangesRateLimit } from "@/lib/account";
import { HOUSEHOLD_MAX_BODY_BYTES, householdHandOverSchema } from "@/lib/validations/household";

/** POST /api/household/owner `{ memberId }`: the owner hands the household over and stays as a member. */
export const POST = route(
  { auth: "cook", limits: [{ rule: listChangesRateLimit, key: "cook" }], body: { json: householdHandOverSchema, maxBytes: HOUSEHOLD_MAX_BODY_BYTES } },
  async ({ user, body }) => handOver(user.id, body.memberId),
);
