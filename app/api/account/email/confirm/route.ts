import { NextResponse } from "next/server";
import { ACCOUNT_MAX_BODY_BYTES, EMAIL_CHANGED, accountRateLimits, confirmEmailChange } from "@/lib/account";
import { localeOfRequest } from "@/lib/platform/i18n";
import { route } from "@/lib/web/api";
import { openSession } from "@/lib/auth";
import { emailConfirmSchema } from "@/lib/validations/account";

/**
 * The code from the new address: the account moves to it. Every session ends, as after a
 * password change; this browser gets a new session cookie at once and stays signed in.
 */
export const POST = route(
  {
    auth: "cook",
    limits: [
      { rule: accountRateLimits.perAddress, key: "address" },
      { rule: accountRateLimits.emailConfirmations, key: "cook" },
    ],
    body: { json: emailConfirmSchema, maxBytes: ACCOUNT_MAX_BODY_BYTES },
  },
  async ({ user, body, address, request }) => {
    const { email, account } = await confirmEmailChange(user, body.code, address, localeOfRequest(request, user.locale));
    const { cookie } = await openSession(account);
    const response = NextResponse.json({ message: EMAIL_CHANGED, email });
    response.cookies.set(cookie.name, cookie.value, cookie.options);
    response.headers.set("Cache-Control", "no-store");
    return response;
  },
);
