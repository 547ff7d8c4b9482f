import { NextResponse } from "next/server";
import { NOT_SIGNED_IN } from "@/lib/auth/api-user";
import { userFromRequest } from "@/lib/auth/session";
import { apiRoute } from "@/lib/http/api-route";

/** The seed's session check: `{ result: true, user }` for a current session, else 401. */
export const GET = apiRoute(async (request) => {
  const user = await userFromRequest(request);
  const headers = { "Cache-Control": "no-store" };
  if (!user) return NextResponse.json({ result: false, message: NOT_SIGNED_IN }, { status: 401, headers });
  return NextResponse.json({ result: true, user: { name: user.name, email: user.email } }, { headers });
});
