import { route } from "@/lib/web/api";
import { COOKBOOK_MAX_BODY_BYTES, hideMadeIt } from "@/lib/cookbook";
import { listChangesRateLimit } from "@/lib/account";
import { madeItHiddenBodySchema, madeItParamsSchema } from "@/lib/validations/cookbook";

/** PUT /api/made-it/<id>/hidden `{ hidden }`: the recipe's owner hides a cook's shared note (or shows it again); anyone else gets a 404. */
export const PUT = route(
  { auth: "cook", params: madeItParamsSchema, limits: [{ rule: listChangesRateLimit, key: "cook" }], body: { json: madeItHiddenBodySchema, maxBytes: COOKBOOK_MAX_BODY_BYTES } },
  async ({ user, params, body }) => hideMadeIt(user.id, params.id, body.hidden),
);
