import { NextResponse } from "next/server";
import { localeCookie } from "@/lib/platform/i18n";
import { route } from "@/lib/web/api";
import { AUTH_MAX_BODY_BYTES, LOGGED_IN, openSession, verifyCredentials } from "@/lib/auth";
import { loginSchema } from "@/lib/validations/auth";

/**
 * The seed's login: `{ token, message }` for API clients, and the httpOnly cookie for the browser.
 * Failed logins are limited inside verifyCredentials (only failures count). A cook who chose a
 * language on /account gets it as this browser's `locale` cookie too (issue 35): a new browser
 * then speaks it even where the account cannot be read, such as the error screen of a page whose
 * server render failed.
 */
export const POST = route(
  { auth: "none", body: { json: loginSchema, maxBytes: AUTH_MAX_BODY_BYTES } },
  async ({ body, address }) => {
    const account = await verifyCredentials(body, address);
    const { token, cookie } = await openSession(account);
    const response = NextResponse.json({ token, message: LOGGED_IN });
    response.cookies.set(cookie.name, cookie.value, cookie.options);
    if (account.locale) response.cookies.set(localeCookie(account.locale));
    response.headers.set("Cache-Control", "no-store");
    return response;
  },
);
