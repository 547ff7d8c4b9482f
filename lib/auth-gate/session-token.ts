import { decode, encode } from "next-auth/jwt";
import { BoundedCache } from "@/lib/cache";
import { sessionSecret } from "@/lib/config";

/**
 * The session token: a next-auth JWT (encrypted, A256GCM) carrying only the user id and the
 * account's session version. The same string is the browser's httpOnly cookie and the bearer
 * token API clients get from POST /api/entry/login.
 *
 * The request gate (proxy.ts) uses it: it stays free of the database and of bcrypt.
 */
export type SessionClaims = { uid: string; sv: number };

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** next-auth's own cookie names, so its route handler and ours read the same cookie. */
export const SESSION_COOKIE = {
  secure: "__Secure-next-auth.session-token",
  plain: "next-auth.session-token",
} as const;

export function sessionCookieName(secure: boolean): string {
  return secure ? SESSION_COOKIE.secure : SESSION_COOKIE.plain;
}

export function encodeSessionToken(claims: SessionClaims): Promise<string> {
  return encode({
    token: { sub: claims.uid, uid: claims.uid, sv: claims.sv },
    secret: sessionSecret(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

// A token's claims never change, so a token seen again is not decrypted again (the work is
// repeated on every signed-in request otherwise). Its expiry is still checked on every use.
const decoded = new BoundedCache<(SessionClaims & { expiresAt: number }) | null>(10_000, 10 * 60_000);

/** The claims of a well-formed, unexpired token signed with our secret; otherwise null. */
export async function decodeSessionToken(token: string | undefined | null): Promise<SessionClaims | null> {
  if (!token || token.length > 4096) return null;
  let entry = decoded.get(token);
  if (entry === undefined) {
    entry = await decodeUncached(token);
    decoded.set(token, entry);
  }
  if (!entry || entry.expiresAt <= Date.now()) return null;
  return { uid: entry.uid, sv: entry.sv };
}

async function decodeUncached(token: string) {
  try {
    const payload = await decode({ token, secret: sessionSecret() });
    if (!payload || typeof payload.uid !== "string" || typeof payload.sv !== "number") return null;
    return { uid: payload.uid, sv: payload.sv, expiresAt: Number(payload.exp ?? 0) * 1000 };
  } catch {
    return null;
  }
}

/** The session cookie's value, whichever of the two names it was set under. */
export function readSessionCookie(cookies: { get(name: string): { value: string } | undefined }) {
  return cookies.get(SESSION_COOKIE.secure)?.value ?? cookies.get(SESSION_COOKIE.plain)?.value;
}
