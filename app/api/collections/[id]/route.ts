import { route } from "@/lib/web/api";
import { changeCollection, COOKBOOK_MAX_BODY_BYTES, deleteCollection, readCollection } from "@/lib/cookbook";
import { listChangesRateLimit } from "@/lib/account";
import { collectionChangeSchema, collectionParamsSchema } from "@/lib/validations/cookbook";

const limits = [{ rule: listChangesRateLimit, key: "cook" }] as const;

/**
 * GET /api/collections/<id>: `{ id, name, recipes, shared, by }`; the cook's own, or one a member
 * of their household shares (`by` names its maker); any other is a 404.
 */
export const GET = route({ auth: "cook", params: collectionParamsSchema }, async ({ user, params }) => readCollection(user.id, params.id));

/** PATCH /api/collections/<id> `{ name?, shared? }`: renames it, or shares it with the household; its maker only (403 to a member). */
export const PATCH = route(
  { auth: "cook", params: collectionParamsSchema, limits: [...limits], body: { json: collectionChangeSchema, maxBytes: COOKBOOK_MAX_BODY_BYTES } },
  async ({ user, params, body }) => changeCollection(user.id, params.id, { name: body.name, shared: body.shared }),
);

/** DELETE /api/collections/<id>: the collection goes; its recipes stay saved. Its maker only (403 to a member). */
export const DELETE = route({ auth: "cook", params: collectionParamsSchema, limits: [...limits] }, async ({ user, params }) =>
  deleteCollection(user.id, params.id),
);
