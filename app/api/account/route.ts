import { NextResponse } from "next/server";
import { ACCOUNT_DELETED, ACCOUNT_MAX_BODY_BYTES, accountRateLimits, deleteOwnAccount } from "@/lib/account";
import { route } from "@/lib/api";
import { expiredSessionCookie } from "@/lib/auth";
import { deleteAccountSchema } from "@/lib/validations/account";

/** Deletes the signed-in cook's account (the password again), and removes the session cookie. */
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
    return response;
  },
);
