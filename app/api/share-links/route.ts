import { route } from "@/lib/web/api";
import { COOKBOOK_MAX_BODY_BYTES, createShareLink, listShareLinks } from "@/lib/cookbook";
import { listChangesRateLimit } from "@/lib/account";
import { shareLinkBodySchema, shareLinkListQuerySchema } from "@/lib/validations/cookbook";

/** GET /api/share-links: `{ links }`, the cook's share links newest first; `?kind=&targetId=` narrows them. */
export const GET = route({ auth: "cook", query: shareLinkListQuerySchema }, async ({ user, query }) => ({
  links: await listShareLinks(user.id, query),
}));

/**
 * POST /api/share-links `{ kind, targetId?, expiresInDays? }`: a new read-only link (201) with its
 * `path`, told this once; another cook's recipe or collection is a 404, past the cap a 409.
 */
export const POST = route(
  { auth: "cook", limits: [{ rule: listChangesRateLimit, key: "cook" }], body: { json: shareLinkBodySchema, maxBytes: COOKBOOK_MAX_BODY_BYTES } },
  async ({ user, body }) => Response.json(await createShareLink(user.id, body), { status: 201 }),
);
