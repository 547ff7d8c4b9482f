import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { db } from "@/lib/platform/database";
import { AppError, isAppError } from "@/lib/platform/errors";
import { consumeRateLimit, consumeRateLimits, refundRateLimit } from "@/lib/platform/rate-limit";
import { isLocale, type Locale } from "@/lib/platform/i18n";
import { securityEvent } from "@/lib/platform/security-events";
import type { LoginInput } from "@/lib/validations/auth";
import { verifyPassword } from "./password";
import { LOGIN_SLOWDOWN_MS, authRateLimits } from "./rate-limits";
import { assertPasswordSignInAllowed } from "./sign-in-modes";

const INVALID_CREDENTIALS = "Invalid email or password.";
export const ACCOUNT_DISABLED = "This account has been disabled by the site's admin.";

/** `locale`: the language the cook chose on /account (null: each browser's), for this browser's cookie. */
export type VerifiedAccount = { id: string; name: string; email: string; sessionVersion: number; locale: Locale | null };

/**
 * Checks an email and password, for POST /api/entry/login and next-auth's Credentials provider
 * alike. Unknown email and wrong password get the same message and take the same time.
 *
 * The attempt is counted before the password is compared and given back if it was right, so
 * parallel tries cannot all slip under a limit that only counted failures afterwards. Refused
 * (429): an address past its failures, or past its failures on this account. Slowed, never
 * refused: an account that many addresses are failing on (authRateLimits).
 */
export async function verifyCredentials(input: LoginInput, clientIp: string): Promise<VerifiedAccount> {
  const { email } = input;
  assertPasswordSignInAllowed();
  const limits = await consumeRateLimits([
    [authRateLimits.loginFailuresPerIp, clientIp],
    [authRateLimits.loginFailuresPerAccountAndIp, accountAtAddress(email, clientIp)],
  ]).catch((error: unknown) => {
    if (isAppError(error, "rate_limited")) securityEvent("login_locked", { email, address: clientIp, reason: "rate_limited" });
    throw error;
  });
  const slowdown = await consumeRateLimit(authRateLimits.loginSlowdownPerAccount, email);
  const giveBack = () => Promise.all([limits.refund(), refundRateLimit(authRateLimits.loginSlowdownPerAccount, email)]);
  if (!slowdown.allowed) {
    securityEvent("login_locked", { email, address: clientIp, reason: "account_slowed_down" });
    await sleep(LOGIN_SLOWDOWN_MS);
  }

  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, name: true, email: true, sessionVersion: true, passwordHash: true, disabledAt: true, locale: true },
  });
  let passwordMatches: boolean;
  try {
    // Always compared (against a dummy hash for an unknown email), so both failures take as long.
    passwordMatches = await verifyPassword(input.password, user?.passwordHash);
  } catch (error) {
    await giveBack(); // not checked (the process was too busy): nothing to count
    throw error;
  }
  if (!user || !passwordMatches) {
    securityEvent("login_failed", { userId: user?.id, email, address: clientIp, reason: user ? "wrong_password" : "unknown_email" });
    throw new AppError("unauthorized", INVALID_CREDENTIALS, { messageCode: "invalid_credentials" });
  }
  await giveBack();
  // Told only with the right password, so a stranger learns nothing about the account.
  if (user.disabledAt) {
    securityEvent("login_failed", { userId: user.id, email, address: clientIp, reason: "account_disabled" });
    throw new AppError("forbidden", ACCOUNT_DISABLED, { messageCode: "account_disabled" });
  }
  securityEvent("login_succeeded", { userId: user.id, email, address: clientIp });
  return { id: user.id, name: user.name, email: user.email, sessionVersion: user.sessionVersion, locale: isLocale(user.locale) ? user.locale : null };
}

/** The subject of a limit on one account (its email or id: neither has spaces) from one address. */
export function accountAtAddress(email: string, address: string): string {
  return `${email} ${address}`;
}
