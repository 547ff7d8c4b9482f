import { localeOfRequest } from "@/lib/platform/i18n";
import { route } from "@/lib/web/api";
import { householdRateLimits, makeInvite } from "@/lib/account";
import { HOUSEHOLD_MAX_BODY_BYTES, householdInviteSchema } from "@/lib/validations/household";

/**
 * POST /api/household/invites `{ email? }`: the owner makes an invite (201): `{ id, code, link,
 * expiresAt, ... }`, the code shown this once; mailed to `email` when given. A member: 403.
 */
export const POST = route(
  {
    auth: "cook",
    limits: [{ rule: householdRateLimits.invites, key: "cook" }],
    body: { json: householdInviteSchema, maxBytes: HOUSEHOLD_MAX_BODY_BYTES },
  },
  async ({ user, body, request }) => Response.json(await makeInvite(user.id, body.email, localeOfRequest(request, user.locale)), { status: 201 }),
);
