import NextAuth from "next-auth";
import { z } from "zod";
import { route } from "@/lib/api";
import { authOptions } from "@/lib/auth";

/**
 * next-auth's own endpoints (session, csrf, credentials callback, sign-out). next-auth checks
 * its CSRF token itself; the wrapper adds the same-origin check and the one error answer.
 */
const handler = route({ auth: "none", params: z.object({ nextauth: z.array(z.string()) }) }, async ({ request, params }) =>
  NextAuth(authOptions())(request, { params: Promise.resolve(params) }),
);

export { handler as GET, handler as POST };
