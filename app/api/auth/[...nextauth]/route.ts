import NextAuth from "next-auth";
import { NextResponse } from "next/server";
import { z } from "zod";
import { route } from "@/lib/api";
import { authOptions } from "@/lib/auth";
import { AppError } from "@/lib/errors";

const UNKNOWN_AUTH_ACTION = "This sign-in request is not one Res-pe understands.";

/**
 * next-auth's own endpoints (session, csrf, credentials callback, sign-out). next-auth checks
 * its CSRF token itself; the wrapper adds the same-origin check and the one error answer.
 * next-auth answers an action it does not know (`/api/auth/__proto__`) with a plain-text 400:
 * made the API's JSON `{ message }` like every other error answer. It also parses a JSON body
 * itself, unguarded: broken JSON is the client's mistake (400), not a 500.
 */
const handler = route({ auth: "none", params: z.object({ nextauth: z.array(z.string()) }) }, async ({ request, params }) => {
  const answer: Response = await NextAuth(authOptions())(request, { params: Promise.resolve(params) }).catch((error: unknown) => {
    if (error instanceof SyntaxError) throw new AppError("invalid_input", "The request body is not valid JSON.");
    throw error;
  });
  const isJson = (answer.headers.get("content-type") ?? "").includes("application/json");
  if (answer.status >= 400 && answer.status < 500 && !isJson) {
    return NextResponse.json({ message: UNKNOWN_AUTH_ACTION }, { status: answer.status });
  }
  return answer;
});

export { handler as GET, handler as POST };
