import { decode, encode } from "next-auth/jwt";
import { BoundedCache } from "@/lib/platform/cache";
import { loadConfig, sessionSecret } from "@/lib/platform/config";

/**
 * The session token: a next-auth JWT (encrypted, A256GCM) carrying only the user id, the
 * account's session version and when the cook logged in. The same string is the browser's httpOnly cookie and the bearer
 * token API clients get from POST /api/entry/login.
 *
 * The request gate (proxy.ts) uses it: it stays free of the database and of bcrypt.
 */
export type SessionClaims = {
  uid: string;
  sv: number;
  /** When the cook logged in (seconds since 1970): kept through every refresh of the token. */
  at: number;
};

/**
 * A session lasts 30 days from the login, however often next-auth refreshes the token (each
 * refresh moves its `exp` on): after that the cook logs in again.
 */
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
    token: { sub: claims.uid, uid: claims.uid, sv: claims.sv, at: claims.at },
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
  if (!entry || Math.min(entry.expiresAt, (entry.at + SESSION_MAX_AGE_SECONDS) * 1000) <= Date.now()) return null;
  return { uid: entry.uid, sv: entry.sv, at: entry.at };
}

async function decodeUncached(token: string) {
  try {
    const payload = await decode({ token, secret: sessionSecret() });
    // A token without a login time (issued before the absolute lifetime existed) is not renewed forever.
    if (!payload || typeof payload.uid !== "string" || typeof payload.sv !== "number" || typeof payload.at !== "number") return null;
    return { uid: payload.uid, sv: payload.sv, at: payload.at, expiresAt: Number(payload.exp ?? 0) * 1000 };
  } catch {
    return null;
  }
}

/**
 * The session cookie's value, under the one name the site's address gives it. Under https only
 * the `__Secure-` name counts: the browser sets that one only over TLS, whereas a plain-named
 * cookie could have been planted by anyone on the network (or a sibling subdomain).
 */
export function readSessionCookie(cookies: { get(name: string): { value: string } | undefined }) {
  return cookies.get(sessionCookieName(loadConfig().auth.secureCookies))?.value;
}

/** Seconds since 1970: a login's time, as the token keeps it. */
export function loginTimeNow(): number {
  return Math.floor(Date.now() / 1000);
}
