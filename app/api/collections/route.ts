import { route } from "@/lib/web/api";
import { COOKBOOK_MAX_BODY_BYTES, createCollection, listCollections } from "@/lib/cookbook";
import { listChangesRateLimit } from "@/lib/account";
import { collectionBodySchema, collectionListQuerySchema } from "@/lib/validations/cookbook";

/** GET /api/collections: `{ collections: [{ id, name, recipeCount, hasRecipe? }] }`; `?mealId=` says which hold that recipe. */
export const GET = route({ auth: "cook", query: collectionListQuerySchema }, async ({ user, query }) => ({
  collections: await listCollections(user.id, query.mealId),
}));

/** POST /api/collections `{ name }`: a new, empty collection (201); 409 when the name is taken or at the cap. */
export const POST = route(
  { auth: "cook", limits: [{ rule: listChangesRateLimit, key: "cook" }], body: { json: collectionBodySchema, maxBytes: COOKBOOK_MAX_BODY_BYTES } },
  async ({ user, body }) => Response.json(await createCollection(user.id, body.name), { status: 201 }),
);
