import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { BoundedCache } from "@/lib/platform/cache";
import { loadConfig } from "@/lib/platform/config";
import { db } from "@/lib/platform/database";
import { isLocale, type Locale } from "@/lib/platform/i18n";
import { onOtherWorkers, toOtherWorkers } from "@/lib/platform/workers";
import {
  SESSION_MAX_AGE_SECONDS,
  decodeSessionToken,
  encodeSessionToken,
  loginTimeNow,
  readSessionCookie,
  sessionCookieName,
  type SessionClaims,
} from "@/lib/platform/auth-gate";

/**
 * `isAdmin`: the account's role is admin, or its email is in ADMIN_EMAILS (issue 34). `locale`:
 * the language the cook chose on /account (issue 35), null for the browser's.
 */
export type SessionUser = { id: string; name: string; email: string; isAdmin: boolean; locale?: string | null };

export const LOGGED_IN = "Login successful. Welcome back!";
export const LOGGED_OUT = "You have been logged out.";

/**
 * The user a token belongs to, if the token is valid AND still current: its session version
 * must equal the account's (log out and password changes raise it). Times are not compared,
 * because next-auth refreshes `iat` whenever it re-encodes a token.
 */
async function userForSessionToken(token: string | undefined | null): Promise<SessionUser | null> {
  return userForClaims(await decodeSessionToken(token));
}

type AccountCheck = Omit<SessionUser, "isAdmin" | "locale"> & { locale: string | null; sessionVersion: number; role: string; disabledAt: Date | null };

/**
 * Every signed-in request checks its session against the account. An account's row is
 * remembered for at most a second: ending sessions here forgets it at once
 * (`forgetSessionCheck`) in every process of this instance's cluster, and another app instance
 * sees the change within that second.
 */
const SESSION_CHECK_TTL_MS = 1000;
// Process-wide (on globalThis) because Next bundles routes and pages separately, each with its
// own copy of this module: a logout through the API must be seen by the pages at once too.
const processWide = globalThis as unknown as {
  resPeAccountChecks?: BoundedCache<AccountCheck | null>;
  resPeAccountForgets?: { count: number };
  resPeHearsSessionEnds?: boolean;
  resPeSessionWatchers?: Set<(userId: string) => void>;
};
const accountChecks = (processWide.resPeAccountChecks ??= new BoundedCache<AccountCheck | null>(10_000, SESSION_CHECK_TTL_MS));
// Counts forgets: a read that began before one may hold the row as it was before the sessions
// ended (a disabled cook's own page asking at that moment), and must not be remembered.
const forgets = (processWide.resPeAccountForgets ??= { count: 0 });

const SESSIONS_ENDED = "sessions-ended";
const watchers = (processWide.resPeSessionWatchers ??= new Set());
function forgetHere(userId: string): void {
  forgets.count += 1;
  accountChecks.delete(userId);
  for (const watcher of watchers) watcher(userId);
}

/**
 * Calls `watcher` with an account's id whenever its sessions may have changed in this process's
 * cluster (ended, the account disabled or deleted): something held open for a cook, such as a
 * live stream, checks its session again then. Returns the function that stops watching.
 */
export function watchSessionChanges(watcher: (userId: string) => void): () => void {
  watchers.add(watcher);
  return () => void watchers.delete(watcher);
}
// The other processes of a SERVER_WORKERS cluster forget too: a cook disabled or signed out on one
// must not be let in by another's remembered row (once per process: the cache is process-wide).
if (!processWide.resPeHearsSessionEnds) {
  processWide.resPeHearsSessionEnds = true;
  onOtherWorkers(SESSIONS_ENDED, (userId) => {
    if (typeof userId === "string") forgetHere(userId);
  });
}

export async function userForClaims(claims: SessionClaims | null): Promise<SessionUser | null> {
  // The absolute lifetime, also for tokens next-auth decoded itself (its session endpoint).
  if (!claims || (claims.at + SESSION_MAX_AGE_SECONDS) * 1000 <= Date.now()) return null;
  let user = accountChecks.get(claims.uid);
  if (user === undefined) {
    const forgetsBefore = forgets.count;
    user = await db.user.findUnique({
      where: { id: claims.uid },
      select: { id: true, name: true, email: true, sessionVersion: true, role: true, disabledAt: true, locale: true },
    });
    if (forgets.count === forgetsBefore) accountChecks.set(claims.uid, user);
  }
  // A disabled account is signed out on its next request, whatever its token says.
  if (!user || user.sessionVersion !== claims.sv || user.disabledAt) return null;
  return { id: user.id, name: user.name, email: user.email, isAdmin: isAdminAccount(user), locale: user.locale };
}

/**
 * The language a signed-in cook chose on /account, for the request gate to keep this browser's
 * `locale` cookie in step with it (issue 35): what is drawn without the account (the error screen
 * of a page whose server render failed, the pages after signing out) follows the cookie. Read with
 * the session check the signed-in page makes anyway, which then finds the account remembered.
 * Null when none was chosen, the session is not current, or the account cannot be read (the page
 * then shows what went wrong, in the cookie's language).
 */
export async function savedLocaleOfSession(claims: SessionClaims): Promise<Locale | null> {
  try {
    const user = await userForClaims(claims);
    return isLocale(user?.locale) ? user.locale : null;
  } catch {
    return null;
  }
}

/** An admin by role, or by ADMIN_EMAILS (which the operator may change between starts). */
export function isAdminAccount(account: { role: string; email: string }): boolean {
  return account.role === "admin" || loadConfig().signIn.adminEmails.includes(account.email);
}

/** Makes the next session check of the account read the database (its sessions just changed). */
export function forgetSessionCheck(userId: string): void {
  forgetHere(userId);
  toOtherWorkers(SESSIONS_ENDED, userId);
}

/** The token a request carries: `Authorization: Bearer …` (API clients) or the session cookie. */
function sessionTokenOf(request: Request): string | undefined {
  const authorization = request.headers.get("authorization");
  if (authorization?.toLowerCase().startsWith("bearer ")) return authorization.slice(7).trim();
  return readSessionCookie(parseCookieHeader(request.headers.get("cookie")));
}

export function userFromRequest(request: Request): Promise<SessionUser | null> {
  return userForSessionToken(sessionTokenOf(request));
}

/** The signed-in user of the page being rendered; checked once per request. */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  return userForSessionToken(readSessionCookie(await cookies()));
});

/** A new session for the account: the token and the cookie that carries it. */
export async function openSession(user: { id: string; sessionVersion: number }) {
  const token = await encodeSessionToken({ uid: user.id, sv: user.sessionVersion, at: loginTimeNow() });
  return { token, cookie: sessionCookie(token, SESSION_MAX_AGE_SECONDS) };
}

/** A cookie that removes the session cookie from the browser. */
export function expiredSessionCookie() {
  return sessionCookie("", 0);
}

/** Ends every session of the account, in every browser and API client. */
export async function endAllSessions(userId: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
  forgetSessionCheck(userId);
}

function sessionCookie(value: string, maxAge: number) {
  const secure = loadConfig().auth.secureCookies;
  return {
    name: sessionCookieName(secure),
    value,
    options: { httpOnly: true, sameSite: "lax" as const, secure, path: "/", maxAge },
  };
}

function parseCookieHeader(header: string | null) {
  const values = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0) values.set(part.slice(0, separator).trim(), part.slice(separator + 1).trim());
  }
  return { get: (name: string) => (values.has(name) ? { value: values.get(name)! } : undefined) };
}
