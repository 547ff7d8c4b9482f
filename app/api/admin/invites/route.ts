import { NextResponse } from "next/server";
import { route } from "@/lib/web/api";
import { adminRateLimits } from "@/lib/account";
import { createInvite } from "@/lib/auth";

/** POST: a new single-use sign-up link, valid for 7 days, shown this once (admins only). */
export const POST = route({ auth: "admin", limits: [{ rule: adminRateLimits.changes, key: "cook" }] }, async ({ user, address }) => {
  const invite = await createInvite(user, address);
  return NextResponse.json({ ...invite, message: "Send this link to the person you invite: it lets one person sign up." }, { status: 201 });
});
