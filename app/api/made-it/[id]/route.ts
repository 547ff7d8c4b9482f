import { route } from "@/lib/web/api";
import { deleteMadeIt } from "@/lib/cookbook";
import { listChangesRateLimit } from "@/lib/account";
import { madeItParamsSchema } from "@/lib/validations/cookbook";

/** DELETE /api/made-it/<id>: the cook deletes their own note (and its photo); another cook's is a 404. */
export const DELETE = route({ auth: "cook", params: madeItParamsSchema, limits: [{ rule: listChangesRateLimit, key: "cook" }] }, async ({ user, params }) =>
  deleteMadeIt(user.id, params.id),
);
