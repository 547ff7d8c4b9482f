import { route } from "@/lib/web/api";
import { listChangesRateLimit, revokeInvite } from "@/lib/account";
import { householdInviteParamsSchema } from "@/lib/validations/household";

/** DELETE /api/household/invites/<id>: the owner revokes an invite; another household's is a 404. */
export const DELETE = route({ auth: "cook", params: householdInviteParamsSchema, limits: [{ rule: listChangesRateLimit, key: "cook" }] }, async ({ user, params }) =>
  revokeInvite(user.id, params.id),
);
