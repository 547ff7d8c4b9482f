import { route } from "@/lib/web/api";
import { COOKBOOK_MAX_BODY_BYTES, addMadeIt, madeItTimeline } from "@/lib/cookbook";
import { listChangesRateLimit } from "@/lib/account";
import { madeItBodySchema } from "@/lib/validations/cookbook";

/** GET /api/made-it: the cook's "Cooked" timeline, `{ recipes: [{ id, name, times, lastOn }], notes }`, notes newest first. */
export const GET = route({ auth: "cook" }, async ({ user }) => madeItTimeline(user.id));

/**
 * POST /api/made-it `{ mealId, cookedOn, note, changes, shared }`: notes that the cook made a
 * recipe (201); a photo follows at /api/made-it/<id>/photo. Private unless `shared`.
 */
export const POST = route(
  { auth: "cook", idempotent: true, limits: [{ rule: listChangesRateLimit, key: "cook" }], body: { json: madeItBodySchema, maxBytes: COOKBOOK_MAX_BODY_BYTES } },
  async ({ user, body }) => Response.json(await addMadeIt(user.id, body), { status: 201 }),
);
