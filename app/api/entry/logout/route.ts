import { NextResponse } from "next/server";
import { CLEAR_SITE_DATA } from "@/config/offline";
import { route } from "@/lib/web/api";
import { LOGGED_OUT, endAllSessions, expiredSessionCookie } from "@/lib/auth";

/**
 * Ends the session: its token stops working everywhere (the account's session version moves
 * on) and the cookie is removed. The navigation bar's form gets a redirect to /login; API
 * clients get JSON. Either way the browser is told to drop what it kept of this site (pages
 * read offline, unsent changes), also when no script of ours runs to do it.
 */
export const POST = route({ auth: "optional" }, async ({ request, user }) => {
  if (user) await endAllSessions(user.id);
  const fromForm = (request.headers.get("content-type") ?? "").includes("application/x-www-form-urlencoded");
  // A relative Location: the request's own URL may name the configured site rather than the
  // host the browser used, and CSP's form-action would block a redirect to another origin.
  const response = fromForm
    ? new NextResponse(null, { status: 303, headers: { Location: "/login" } })
    : NextResponse.json({ message: LOGGED_OUT });
  const cookie = expiredSessionCookie();
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  response.headers.set(CLEAR_SITE_DATA.name, CLEAR_SITE_DATA.value);
  return response;
});
