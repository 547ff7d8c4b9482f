import "server-only";
import { loadConfig } from "@/lib/platform/config";
import { db } from "@/lib/platform/database";
import { isLocale, type Locale } from "@/lib/platform/i18n";
import { AppError, isAppError } from "@/lib/platform/errors";
import { passwordResetMail, sendMail } from "@/lib/platform/mail";
import {
  clearRateLimit,
  clearRateLimitsStartingWith,
  consumeRateLimit,
  consumeRateLimits,
  refundRateLimit,
} from "@/lib/platform/rate-limit";
import { securityEvent } from "@/lib/platform/security-events";
import { assertUncommonPassword } from "./accounts";
import { afterAnswer } from "./after-answer";
import { accountAtAddress } from "./credentials";
import { hashPassword } from "./password";
import { assertPasswordSignInAllowed } from "./sign-in-modes";
import { authRateLimits } from "./rate-limits";
import { RESET_CODE_DIGITS, formatResetCode, hashResetCode, newResetCode, sameHash } from "./reset-codes";
import { forgetSessionCheck } from "./session";

const RESET_CODE_VALID_MINUTES = 15;
const RESET_CODE_MAX_TRIES = 5;

/** The same answer for every email, so nobody learns which emails have an account (D4). */
export const RESET_CODE_SENT = `If an account exists for this email, we have sent it a ${RESET_CODE_DIGITS}-digit reset code. It is valid for 15 minutes.`;
const INVALID_RESET_CODE = "This reset code is not valid or has expired. Please request a new code.";
export const PASSWORD_CHANGED = "Your password has been changed. Please log in with your new password.";

/**
 * Asks for a reset code for the email. Nothing of it happens before the answer: looking the
 * account up, storing the code and mailing it run afterwards (./after-answer.ts), so a known
 * and an unknown email get the same answer in the same time, and a mail server that is slow or
 * down is nobody's 500 (and no hint that the account exists).
 */
export function requestPasswordReset(email: string, clientIp: string, language: Locale = "en"): void {
  // OIDC only: no password signs anyone in, so none is mailed a code to set one.
  assertPasswordSignInAllowed();
  afterAnswer("A password-reset mail", () => createAndMailResetCode(email, clientIp, language));
}

/**
 * Creates a fresh code for the account (voiding older ones) and emails it; silent otherwise. The
 * mail is in the cook's language, else the language of the page that asked (`language`).
 */
async function createAndMailResetCode(email: string, clientIp: string, language: Locale): Promise<void> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, name: true, email: true, locale: true } });
  securityEvent("password_reset_requested", { userId: user?.id, email, address: clientIp, reason: user ? undefined : "unknown_email" });
  if (!user) return;
  const code = newResetCode();
  const now = new Date();
  await db.$transaction([
    db.passwordResetCode.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } }),
    db.passwordResetCode.create({
      data: {
        userId: user.id,
        codeHash: hashResetCode(user.id, code),
        expiresAt: new Date(now.getTime() + RESET_CODE_VALID_MINUTES * 60_000),
      },
    }),
  ]);
  // A new code starts the account's count of wrong codes over, from every address.
  await clearRateLimitsStartingWith(authRateLimits.resetCodeFailuresPerAccountAndIp, accountAtAddress(user.id, ""));
  await sendMail(
    passwordResetMail({
      to: user.email,
      name: user.name,
      code: formatResetCode(code),
      validMinutes: RESET_CODE_VALID_MINUTES,
      siteUrl: loadConfig().server.siteUrl,
      locale: isLocale(user.locale) ? user.locale : language,
    }),
  );
}

/**
 * Sets a new password if the code is the account's current one: unexpired, unused and tried
 * fewer than five times. Success ends every session of the account, uses the code up and
 * clears the account's login limits (the cook has just proved who they are).
 *
 * Every try is counted before the code is compared, so parallel guesses cannot pass a limit:
 * first on the address (unknown emails included: it locks out only itself), then, only when
 * the account has a live code to guess, on the code itself, on this account from this address,
 * and on everyone's failures together, which never refuses but raises an alarm
 * (./rate-limits.ts; ./reset-codes.ts has the arithmetic). A right code gives its counts back.
 * Nothing here is keyed by the account or the site alone: no stranger can switch resets off.
 */
export async function resetPassword(
  input: { email: string; code: string; newPassword: string },
  clientIp: string,
): Promise<void> {
  assertPasswordSignInAllowed();
  const { email } = input;
  assertUncommonPassword(input.newPassword, "newPassword");
  const locked = (error: unknown) => {
    if (isAppError(error, "rate_limited")) securityEvent("password_reset_locked", { email, address: clientIp, reason: "rate_limited" });
    throw error;
  };
  const fromAddress = await consumeRateLimits([[authRateLimits.resetCodeFailuresPerIp, clientIp]]).catch(locked);
  const refuse = (reason: string, userId?: string) => {
    securityEvent("password_reset_failed", { userId, email, address: clientIp, reason });
    return new AppError("invalid_input", INVALID_RESET_CODE, { messageCode: "invalid_reset_code" });
  };

  const now = new Date();
  const user = await db.user.findUnique({ where: { email }, select: { id: true } });
  const active = user
    ? await db.passwordResetCode.findFirst({
        where: { userId: user.id, usedAt: null, expiresAt: { gt: now } },
        orderBy: { createdAt: "desc" },
      })
    : null;
  if (!user || !active) throw refuse(user ? "no_live_code" : "unknown_email", user?.id);

  const againstCode = await consumeRateLimits([
    [authRateLimits.resetCodeFailuresPerAccountAndIp, accountAtAddress(user.id, clientIp)],
  ]).catch(locked);
  const everywhere = await countFailureEverywhere(clientIp);
  const limits = {
    refund: () => Promise.all([fromAddress.refund(), againstCode.refund(), everywhere.refund()]),
  };

  // The try is counted first, in one conditional UPDATE: of any number of parallel tries, only
  // the first five get to compare.
  const counted = await db.passwordResetCode.updateMany({
    where: { id: active.id, usedAt: null, expiresAt: { gt: now }, attempts: { lt: RESET_CODE_MAX_TRIES } },
    data: { attempts: { increment: 1 } },
  });
  if (counted.count !== 1) throw refuse("code_tries_used_up", user.id);
  if (!sameHash(hashResetCode(user.id, input.code), active.codeHash)) throw refuse("wrong_code", user.id);

  const passwordHash = await hashPassword(input.newPassword).catch(async (error: unknown) => {
    await limits.refund(); // the right code, but the server was too busy to finish: not a failure
    throw error;
  });
  await db.$transaction(async (tx) => {
    // Claimed conditionally, so two requests racing with the same code cannot both succeed.
    const claimed = await tx.passwordResetCode.updateMany({
      where: { id: active.id, usedAt: null },
      data: { usedAt: now },
    });
    if (claimed.count !== 1) throw refuse("code_already_used", user.id);
    await tx.user.update({
      where: { id: user.id },
      data: { passwordHash, sessionVersion: { increment: 1 } },
    });
  });
  forgetSessionCheck(user.id);
  await Promise.all([
    limits.refund(),
    clearRateLimit(authRateLimits.loginSlowdownPerAccount, email),
    clearRateLimitsStartingWith(authRateLimits.loginFailuresPerAccountAndIp, accountAtAddress(email, "")),
  ]);
  securityEvent("password_reset_completed", { userId: user.id, email, address: clientIp });
}

/**
 * Counts a try at a live code towards everyone's failures this hour. Past the ceiling it is an
 * alarm for the operator, never a refusal: a refusal here would stop every cook's reset.
 */
async function countFailureEverywhere(clientIp: string): Promise<{ refund: () => Promise<void> }> {
  const rule = authRateLimits.resetCodeFailuresEverywhere;
  const verdict = await consumeRateLimit(rule, "all");
  if (!verdict.allowed) securityEvent("password_reset_surge", { address: clientIp, reason: `over_${rule.limit}_an_hour` });
  return { refund: () => refundRateLimit(rule, "all") };
}
