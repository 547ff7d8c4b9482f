import { NextResponse } from "next/server";
import { NOT_SIGNED_IN, route } from "@/lib/web/api";

/** The seed's session check: `{ result: true, user }` for a current session, else 401 `{ result: false }`. */
export const GET = route({ auth: "optional" }, async ({ user }) => {
  const headers = { "Cache-Control": "no-store" };
  if (!user) return NextResponse.json({ result: false, message: NOT_SIGNED_IN }, { status: 401, headers });
  return NextResponse.json({ result: true, user: { name: user.name, email: user.email } }, { headers });
});
