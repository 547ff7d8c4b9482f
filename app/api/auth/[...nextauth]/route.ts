import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/auth-options";

/** next-auth's own endpoints (session, csrf, credentials callback, sign-out). */
function handler(request: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(authOptions())(request, context);
}

export { handler as GET, handler as POST };
