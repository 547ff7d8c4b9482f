import { NextResponse } from "next/server";
import { ACCOUNT_MAX_BODY_BYTES, listChangesRateLimit, setLocaleForCook } from "@/lib/account";
import { localeCookie } from "@/lib/platform/i18n";
import { route } from "@/lib/web/api";
import { languageBodySchema } from "@/lib/validations/account";

/**
 * PUT /api/account/language `{ locale }`: the language Res-pe speaks to this cook on every
 * device ("en", "de", "fr", "es"; null: each browser's). This browser's `locale` cookie follows,
 * so the pages it shows after signing out keep the language.
 */
export const PUT = route(
  { auth: "cook", limits: [{ rule: listChangesRateLimit, key: "cook" }], body: { json: languageBodySchema, maxBytes: ACCOUNT_MAX_BODY_BYTES } },
  async ({ user, body }) => {
    const response = NextResponse.json(await setLocaleForCook(user.id, body.locale));
    if (body.locale) {
      response.cookies.set(localeCookie(body.locale));
    }
    return response;
  },
);
