import { route } from "@/lib/web/api";
import { householdRateLimits, joinHousehold, previewJoin } from "@/lib/account";
import { HOUSEHOLD_MAX_BODY_BYTES, householdJoinQuerySchema, householdJoinSchema } from "@/lib/validations/household";

const limits = [
  { rule: householdRateLimits.joinsPerAddress, key: "address" as const },
  { rule: householdRateLimits.joins, key: "cook" as const },
];

/** GET /api/household/join?code=: `{ members, planned, shopping, pantry }`, what joining would move in or throw away. */
export const GET = route({ auth: "cook", query: householdJoinQuerySchema, limits }, async ({ user, query }) => previewJoin(user.id, query.code));

/**
 * POST /api/household/join `{ code, choice: "merge" | "discard" }`: joins; answers what moved
 * (merge) or went (discard). An unknown code is a 404; a used, revoked or expired one a 409.
 */
export const POST = route({ auth: "cook", limits, body: { json: householdJoinSchema, maxBytes: HOUSEHOLD_MAX_BODY_BYTES } }, async ({ user, body }) =>
  joinHousehold(user.id, body.code, body.choice),
);
