import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { loadConfig, sessionSecret } from "@/lib/platform/config";
import { AppError } from "@/lib/platform/errors";
import { INVITE_INVALID, inviteIsLive } from "./registration";

/**
 * An invite link carried through the identity provider (issue 34): on an invite-only site, the
 * cook who opened an invite link and chose "Sign in with <provider>" comes back from the provider
 * in a new request, with only the provider's answer in its address. The invite travels beside it
 * in a cookie set when the cook clicked the button: httpOnly (no script reads it), SameSite=Lax
 * (sent on the provider's top-level redirect back to us), sent only to /api/auth (next-auth's
 * endpoints), signed with the session secret and dead after 10 minutes whatever the browser
 * keeps. The invite itself is used up only when the sign-in makes the account (`admitSignUp`, in
 * its transaction), so the cookie proves nothing the database does not check again.
 */
const COOKIE = "res-pe-oidc-invite";
const PATH = "/api/auth";
const LIFETIME_SECONDS = 600;

const signatureOf = (payload: string) => createHmac("sha256", `oidc-invite:${sessionSecret()}`).update(payload).digest("base64url");

type Cookie = { name: string; value: string; options: { httpOnly: true; sameSite: "lax"; secure: boolean; path: string; maxAge: number } };

function cookieWith(value: string, maxAge: number): Cookie {
  return { name: COOKIE, value, options: { httpOnly: true, sameSite: "lax", secure: loadConfig().auth.secureCookies, path: PATH, maxAge } };
}

/** The cookie that carries a live invite to the provider and back; a used, expired or unknown invite is refused now, before the provider's pages. */
export async function inviteCookieForOidc(invite: string): Promise<Cookie> {
  if (!(await inviteIsLive(invite))) throw new AppError("forbidden", INVITE_INVALID, { messageCode: "invite_invalid" });
  const payload = `${invite}.${Date.now() + LIFETIME_SECONDS * 1000}`;
  return cookieWith(`${payload}.${signatureOf(payload)}`, LIFETIME_SECONDS);
}

/** Removes the cookie once the provider's answer was handled, whatever it was. */
export const spentInviteCookie = (): Cookie => cookieWith("", 0);

/** The invite a request carries in its cookie, if the cookie is ours and still within its 10 minutes. */
export function oidcInviteOf(cookieHeader: string | null): string | undefined {
  const raw = cookieHeader
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  const [invite, until, signature] = raw?.split(".") ?? [];
  if (!invite || !until || !signature) return undefined;
  const expected = Buffer.from(signatureOf(`${invite}.${until}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return Number(until) > Date.now() ? invite : undefined;
}
