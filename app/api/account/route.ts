import { NextResponse } from "next/server";
import { CLEAR_SITE_DATA } from "@/config/offline";
import { ACCOUNT_DELETED, ACCOUNT_MAX_BODY_BYTES, accountRateLimits, deleteOwnAccount } from "@/lib/account";
import { route } from "@/lib/web/api";
import { expiredSessionCookie } from "@/lib/auth";
import { deleteAccountSchema } from "@/lib/validations/account";

/**
 * Deletes the signed-in cook's account (the password again), removes the session cookie and
 * tells the browser to drop what it kept of this site (pages read offline, unsent changes).
 */
export const DELETE = route(
  {
    auth: "cook",
    limits: [
      { rule: accountRateLimits.perAddress, key: "address" },
      { rule: accountRateLimits.passwordChecks, key: "cook" },
    ],
    body: { json: deleteAccountSchema, maxBytes: ACCOUNT_MAX_BODY_BYTES },
  },
  async ({ user, body, address }) => {
    await deleteOwnAccount(user, body.password, address);
    const response = NextResponse.json({ message: ACCOUNT_DELETED });
    const cookie = expiredSessionCookie();
    response.cookies.set(cookie.name, cookie.value, cookie.options);
    response.headers.set(CLEAR_SITE_DATA.name, CLEAR_SITE_DATA.value);
    return response;
  },
);
