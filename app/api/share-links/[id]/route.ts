import { route } from "@/lib/web/api";
import { revokeShareLink } from "@/lib/cookbook";
import { listChangesRateLimit } from "@/lib/account";
import { shareLinkParamsSchema } from "@/lib/validations/cookbook";

/** DELETE /api/share-links/<id>: turns the link off at once (it stays listed as turned off); another cook's is a 404. */
export const DELETE = route({ auth: "cook", params: shareLinkParamsSchema, limits: [{ rule: listChangesRateLimit, key: "cook" }] }, async ({ user, params }) =>
  revokeShareLink(user.id, params.id),
);
