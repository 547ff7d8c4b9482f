import { route } from "@/lib/web/api";
import { listChangesRateLimit, removeMember } from "@/lib/account";
import { householdMemberParamsSchema } from "@/lib/validations/household";

/** DELETE /api/household/members/<id>: the owner removes a member (403 for a member; 404 for a cook not in the household). */
export const DELETE = route({ auth: "cook", params: householdMemberParamsSchema, limits: [{ rule: listChangesRateLimit, key: "cook" }] }, async ({ user, params }) =>
  removeMember(user.id, params.id),
);
