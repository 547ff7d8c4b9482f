import { route } from "@/lib/web/api";
import { COOKBOOK_MAX_BODY_BYTES, deleteCollection, readCollection, renameCollection } from "@/lib/cookbook";
import { listChangesRateLimit } from "@/lib/account";
import { collectionBodySchema, collectionParamsSchema } from "@/lib/validations/cookbook";

const limits = [{ rule: listChangesRateLimit, key: "cook" }] as const;

/** GET /api/collections/<id>: `{ id, name, recipes }`; another cook's collection is a 404. */
export const GET = route({ auth: "cook", params: collectionParamsSchema }, async ({ user, params }) => readCollection(user.id, params.id));

/** PATCH /api/collections/<id> `{ name }`: renames it. */
export const PATCH = route(
  { auth: "cook", params: collectionParamsSchema, limits: [...limits], body: { json: collectionBodySchema, maxBytes: COOKBOOK_MAX_BODY_BYTES } },
  async ({ user, params, body }) => renameCollection(user.id, params.id, body.name),
);

/** DELETE /api/collections/<id>: the collection goes; its recipes stay saved. */
export const DELETE = route({ auth: "cook", params: collectionParamsSchema, limits: [...limits] }, async ({ user, params }) =>
  deleteCollection(user.id, params.id),
);
