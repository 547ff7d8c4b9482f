import { NextResponse } from "next/server";
import { AUTH_MAX_BODY_BYTES, authRateLimits, inviteCookieForOidc } from "@/lib/auth";
import { oidcInviteSchema } from "@/lib/validations/admin";
import { route } from "@/lib/web/api";

/**
 * Keeps an invite link for a sign-up through the identity provider (issue 34): the sign-up page's
 * "Sign in with <provider>" button sends the link's invite here first; a live one is answered with
 * a short-lived signed cookie that comes back with the provider's answer, a used or expired one
 * with a 403 before the cook leaves for the provider's pages.
 */
export const POST = route(
  {
    auth: "none",
    // The sign-up's own budget: this is the first step of one.
    limits: [{ rule: authRateLimits.registerPerIp, key: "address" }],
    body: { json: oidcInviteSchema, maxBytes: AUTH_MAX_BODY_BYTES },
  },
  async ({ body }) => {
  const cookie = await inviteCookieForOidc(body.invite);
  const response = NextResponse.json({ message: "The invite goes with you to the sign-in." });
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
  },
);
