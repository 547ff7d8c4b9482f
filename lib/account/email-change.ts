import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { forgetSessionCheck, type SessionUser } from "@/lib/auth";
import { loadConfig, sessionSecret } from "@/lib/platform/config";
import { db, Prisma } from "@/lib/platform/database";
import { AppError } from "@/lib/platform/errors";
import { isLocale, type Locale } from "@/lib/platform/i18n";
import { emailAlreadyUsedMail, emailChangeCodeMail, emailChangedMail, sendMail } from "@/lib/platform/mail";
import { securityEvent } from "@/lib/platform/security-events";
import { accountWithPassword } from "./password-check";
import { sendNotice } from "./profile";

/**
 * Six digits are enough here, unlike for a password reset: only the signed-in cook, who also
 * typed their password, can guess, at most 5 times per code and 10 times per 15 minutes — and
 * what a right guess gains is moving their own account to an address they do not read.
 */
const EMAIL_CODE_VALID_MINUTES = 15;
const EMAIL_CODE_MAX_TRIES = 5;

const emailCodeSent = (email: string) =>
  `We have sent a 6-digit code to ${email}. Enter it below within ${EMAIL_CODE_VALID_MINUTES} minutes to confirm your new email.`;
const SAME_EMAIL = "This is already your account's email.";
const INVALID_EMAIL_CODE = "This code is not valid or has expired. Please ask for a new code.";
export const EMAIL_CHANGED =
  "Your email has been changed. Log in with it from now on: every other browser and app signed in to your account has been signed out.";
const EMAIL_TAKEN_NOW = "An account with this email already exists.";
const MAIL_NOT_SENT = "We could not send the email just now. Please try again in a few minutes.";

/** The address waiting for its code, if a code for it is still usable (the page shows the code field). */
export async function pendingEmailChange(userId: string): Promise<{ newEmail: string } | null> {
  const active = await activeCode(userId, new Date());
  return active ? { newEmail: active.newEmail } : null;
}

/**
 * Mails a code to the new address after checking the password; older codes of the account stop
 * working. When the address already has an account its owner gets a note instead of a code, and
 * the cook the same answer as always, so the form does not tell who has an account.
 */
export async function requestEmailChange(
  user: SessionUser,
  input: { newEmail: string; currentPassword: string },
  address: string,
  /** The cook's language (their setting, else their page's): the mails are written in it. */
  language: Locale = "en",
): Promise<{ message: string }> {
  const account = await accountWithPassword(user.id, input.currentPassword, "currentPassword");
  if (input.newEmail === account.email) {
    throw new AppError("invalid_input", SAME_EMAIL, { fieldErrors: { newEmail: SAME_EMAIL } });
  }
  securityEvent("email_change_requested", { userId: user.id, email: input.newEmail, address });
  const now = new Date();
  const taken = await db.user.findUnique({ where: { email: input.newEmail }, select: { id: true, locale: true } });
  const code = randomInt(0, 1_000_000).toString().padStart(6, "0");
  // A taken address gets a code row too (its code is never mailed, and the unique index would
  // refuse it anyway), so the page's "waiting for the code" step looks the same for both.
  await db.$transaction([
    db.emailChangeCode.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } }),
    db.emailChangeCode.create({
      data: {
        userId: user.id,
        newEmail: input.newEmail,
        codeHash: hashEmailCode(user.id, input.newEmail, code),
        expiresAt: new Date(now.getTime() + EMAIL_CODE_VALID_MINUTES * 60_000),
      },
    }),
  ]);
  const mail = taken
    ? emailAlreadyUsedMail({ to: input.newEmail, locale: isLocale(taken.locale) ? taken.locale : language })
    : emailChangeCodeMail({ to: input.newEmail, name: account.name, code, validMinutes: EMAIL_CODE_VALID_MINUTES, locale: language });
  try {
    await sendMail(mail);
  } catch (error) {
    throw new AppError("upstream_failed", MAIL_NOT_SENT, { detail: error instanceof Error ? error.message : String(error) });
  }
  return { message: emailCodeSent(input.newEmail) };
}

/**
 * Moves the account to the address the code was mailed to. The try is counted before the code
 * is compared, in one conditional update, so parallel guesses cannot get past the cap. Reset
 * codes mailed to the old address are voided (they would still reset the account's password),
 * and the old address gets a notice. Every session ends, as after a password change (whoever
 * was signed in elsewhere must not keep an account that now answers to another address); the
 * caller opens a new one for this browser with the version returned.
 */
export async function confirmEmailChange(
  user: SessionUser,
  code: string,
  address: string,
  language: Locale = "en",
): Promise<{ email: string; account: { id: string; sessionVersion: number } }> {
  const now = new Date();
  const active = await activeCode(user.id, now);
  const invalid = () => new AppError("invalid_input", INVALID_EMAIL_CODE, { fieldErrors: { code: INVALID_EMAIL_CODE } });
  if (!active) throw invalid();
  const counted = await db.emailChangeCode.updateMany({
    where: { id: active.id, usedAt: null, attempts: { lt: EMAIL_CODE_MAX_TRIES } },
    data: { attempts: { increment: 1 } },
  });
  if (counted.count !== 1 || !sameHash(hashEmailCode(user.id, active.newEmail, code), active.codeHash)) throw invalid();

  const before = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { name: true, email: true } });
  let account: { id: string; sessionVersion: number };
  try {
    account = await db.$transaction(async (tx) => {
      const claimed = await tx.emailChangeCode.updateMany({ where: { id: active.id, usedAt: null }, data: { usedAt: now } });
      if (claimed.count !== 1) throw invalid();
      await tx.passwordResetCode.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } });
      return tx.user.update({
        where: { id: user.id },
        data: { email: active.newEmail, sessionVersion: { increment: 1 } },
        select: { id: true, sessionVersion: true },
      });
    });
  } catch (error) {
    // The address found an account between the code and now (the unique index decides).
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("conflict", EMAIL_TAKEN_NOW, { fieldErrors: { code: EMAIL_TAKEN_NOW } });
    }
    throw error;
  }
  forgetSessionCheck(user.id);
  securityEvent("email_changed", { userId: user.id, email: active.newEmail, address });
  securityEvent("sessions_ended", { userId: user.id, address, reason: "email_changed" });
  await sendNotice(
    emailChangedMail({ to: before.email, name: before.name, newEmail: active.newEmail, siteUrl: loadConfig().server.siteUrl, locale: language }),
  );
  return { email: active.newEmail, account };
}

function activeCode(userId: string, now: Date) {
  return db.emailChangeCode.findFirst({
    where: { userId, usedAt: null, expiresAt: { gt: now }, attempts: { lt: EMAIL_CODE_MAX_TRIES } },
    orderBy: { createdAt: "desc" },
  });
}

/** Keyed with the session secret, and bound to the address: a code confirms that address only. */
function hashEmailCode(userId: string, newEmail: string, code: string): string {
  return createHmac("sha256", sessionSecret()).update(`email-change:${userId}:${newEmail}:${code}`).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}
