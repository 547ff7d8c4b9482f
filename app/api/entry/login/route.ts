import { NextResponse } from "next/server";
import { verifyCredentials } from "@/lib/auth/credentials";
import { AUTH_MAX_BODY_BYTES } from "@/lib/auth/limits";
import { LOGGED_IN, openSession } from "@/lib/auth/session";
import { apiRoute } from "@/lib/http/api-route";
import { clientIpOf } from "@/lib/http/client-ip";
import { readJsonBody } from "@/lib/http/read-json-body";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { loginSchema } from "@/lib/validations/auth";


/** The seed's login: `{ token, message }` for API clients, and the httpOnly cookie for the browser. */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const input = await readJsonBody(request, loginSchema, { maxBytes: AUTH_MAX_BODY_BYTES });
  const account = await verifyCredentials(input, clientIpOf(request));
  const { token, cookie } = await openSession(account);
  const response = NextResponse.json({ token, message: LOGGED_IN });
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  response.headers.set("Cache-Control", "no-store");
  return response;
});
