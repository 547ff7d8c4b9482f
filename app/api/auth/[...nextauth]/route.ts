import NextAuth from "next-auth";
import { NextRequest, NextResponse } from "next/server";
import { z } from "zod";
import { CLEAR_SITE_DATA } from "@/config/offline";
import { readBodyCapped, route } from "@/lib/web/api";
import { answerSignIn, authOptions, oidcInviteOf, spentInviteCookie } from "@/lib/auth";
import { AppError } from "@/lib/platform/errors";

const UNKNOWN_AUTH_ACTION = "This sign-in request is not one Res-pe understands.";

/** A sign-in or sign-out form is well under 1 KB (a CSRF token, an email, a password, a path). */
const AUTH_BODY_MAX_BYTES = 16 * 1024;

/**
 * next-auth reads a body whole, with no limit of its own: it is given a copy read within the
 * cap instead (by Content-Length, then while streaming, so a chunked body cannot grow past it).
 */
async function withCappedBody(request: Request): Promise<Request> {
  if (!request.body) return request;
  const body = await readBodyCapped(request, AUTH_BODY_MAX_BYTES, `The request is too large (at most ${AUTH_BODY_MAX_BYTES / 1024} KB).`);
  return new NextRequest(request.url, { method: request.method, headers: request.headers, body: new Uint8Array(body) });
}

/**
 * next-auth's own endpoints (session, csrf, credentials callback, sign-out). next-auth checks
 * its CSRF token itself; the wrapper adds the same-origin check and the one error answer.
 * next-auth answers an action it does not know (`/api/auth/__proto__`) with a plain-text 400:
 * made the API's JSON `{ message }` like every other error answer. It also parses a JSON body
 * itself, unguarded: broken JSON is the client's mistake (400), not a 500. A login refused for
 * load or rate limits is a 429 with Retry-After, not next-auth's "wrong password" 401. Bodies
 * over 16 KB are a 413 before next-auth reads them.
 */
const handler = route({ auth: "none", params: z.object({ nextauth: z.array(z.string()) }) }, async ({ request, params }) => {
  const capped = await withCappedBody(request);
  // An invite carried through the identity provider (issue 34) comes back in its own cookie.
  const options = authOptions({ oidcInvite: oidcInviteOf(request.headers.get("cookie")) });
  const answer: Response = await answerSignIn(() => NextAuth(options)(capped, { params: Promise.resolve(params) })).catch((error: unknown) => {
    if (error instanceof SyntaxError) throw new AppError("invalid_input", "The request body is not valid JSON.");
    throw error;
  });
  const isJson = (answer.headers.get("content-type") ?? "").includes("application/json");
  if (answer.status >= 400 && answer.status < 500 && !isJson) {
    return NextResponse.json({ message: UNKNOWN_AUTH_ACTION }, { status: answer.status });
  }
  // The provider's answer was handled, whatever it was: the invite's cookie has done its work.
  if (params.nextauth[0] === "callback") {
    const spent = spentInviteCookie();
    answer.headers.append("Set-Cookie", `${spent.name}=; Path=${spent.options.path}; Max-Age=0; HttpOnly; SameSite=Lax${spent.options.secure ? "; Secure" : ""}`);
  }
  // A sign-out, as /api/entry/logout: the browser drops what it kept of this site.
  if (request.method === "POST" && params.nextauth[0] === "signout") answer.headers.set(CLEAR_SITE_DATA.name, CLEAR_SITE_DATA.value);
  return answer;
});

export { handler as GET, handler as POST };
