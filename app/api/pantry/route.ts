import { localeOfRequest } from "@/lib/platform/i18n";
import { route } from "@/lib/web/api";
import { listChangesRateLimit } from "@/lib/account";
import { readPantry, savePantry } from "@/lib/pantry";
import { PANTRY_MAX_BODY_BYTES, pantryBodySchema } from "@/lib/validations/pantry";

/** GET /api/pantry: `{ items, assumed }`, the cook's pantry (`assumed`: the staples, never saved, named in the cook's language as the page shows them). */
export const GET = route({ auth: "cook" }, async ({ user, request }) => readPantry(user.id, localeOfRequest(request, user.locale)));

/** PUT /api/pantry `{ items: string[] }`: replaces the cook's list (at most 100 items); answers it tidied. */
export const PUT = route(
  { auth: "cook", limits: [{ rule: listChangesRateLimit, key: "cook" }], body: { json: pantryBodySchema, maxBytes: PANTRY_MAX_BODY_BYTES } },
  async ({ user, body }) => savePantry(user.id, body.items),
);
