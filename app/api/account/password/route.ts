import { NextResponse } from "next/server";
import { ACCOUNT_MAX_BODY_BYTES, PASSWORD_CHANGED_HERE, accountRateLimits, changePassword } from "@/lib/account";
import { localeOfRequest } from "@/lib/platform/i18n";
import { route } from "@/lib/web/api";
import { openSession } from "@/lib/auth";
import { accountPasswordSchema } from "@/lib/validations/account";

/**
 * A new password, with the current one. Every session ends; this browser gets a new session
 * cookie at once, so the cook stays signed in here only.
 */
export const PUT = route(
  {
    auth: "cook",
    limits: [
      { rule: accountRateLimits.perAddress, key: "address" },
      { rule: accountRateLimits.passwordChecks, key: "cook" },
    ],
    body: { json: accountPasswordSchema, maxBytes: ACCOUNT_MAX_BODY_BYTES },
  },
  async ({ user, body, address, request }) => {
    const account = await changePassword(user, body, address, localeOfRequest(request, user.locale));
    const { cookie } = await openSession(account);
    const response = NextResponse.json({ message: PASSWORD_CHANGED_HERE });
    response.cookies.set(cookie.name, cookie.value, cookie.options);
    response.headers.set("Cache-Control", "no-store");
    return response;
  },
);
