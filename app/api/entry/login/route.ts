import { NextResponse } from "next/server";
import { route } from "@/lib/web/api";
import { AUTH_MAX_BODY_BYTES, LOGGED_IN, openSession, verifyCredentials } from "@/lib/auth";
import { loginSchema } from "@/lib/validations/auth";

/**
 * The seed's login: `{ token, message }` for API clients, and the httpOnly cookie for the browser.
 * Failed logins are limited inside verifyCredentials (only failures count).
 */
export const POST = route(
  { auth: "none", body: { json: loginSchema, maxBytes: AUTH_MAX_BODY_BYTES } },
  async ({ body, address }) => {
    const account = await verifyCredentials(body, address);
    const { token, cookie } = await openSession(account);
    const response = NextResponse.json({ token, message: LOGGED_IN });
    response.cookies.set(cookie.name, cookie.value, cookie.options);
    response.headers.set("Cache-Control", "no-store");
    return response;
  },
);
