import "server-only";
import { db } from "@/lib/database";
import { AppError } from "@/lib/errors";
import { consumeRateLimit, peekRateLimit, tooManyRequests } from "@/lib/rate-limit";
import type { LoginInput } from "@/lib/validations/auth";
import { verifyPassword } from "./password";
import { authRateLimits } from "./rate-limits";

export const INVALID_CREDENTIALS = "Invalid email or password.";

export type VerifiedAccount = { id: string; name: string; email: string; sessionVersion: number };

/**
 * Checks an email and password, for POST /api/entry/login and next-auth's Credentials provider
 * alike. Unknown email and wrong password get the same message and take the same time.
 */
export async function verifyCredentials(input: LoginInput, clientIp: string): Promise<VerifiedAccount> {
  const limits = [
    [authRateLimits.loginFailuresPerAccount, input.email],
    [authRateLimits.loginFailuresPerIp, clientIp],
  ] as const;
  for (const [rule, subject] of limits) {
    const verdict = await peekRateLimit(rule, subject);
    if (!verdict.allowed) throw tooManyRequests(rule, verdict.retryAfterSeconds);
  }

  const user = await db.user.findUnique({
    where: { email: input.email },
    select: { id: true, name: true, email: true, sessionVersion: true, passwordHash: true },
  });
  // Always compared (against a dummy hash for an unknown email), so both failures take as long.
  const passwordMatches = await verifyPassword(input.password, user?.passwordHash);
  if (!user || !passwordMatches) {
    await Promise.all(limits.map(([rule, subject]) => consumeRateLimit(rule, subject)));
    throw new AppError("unauthorized", INVALID_CREDENTIALS);
  }
  return { id: user.id, name: user.name, email: user.email, sessionVersion: user.sessionVersion };
}
