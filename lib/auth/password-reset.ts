import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { loadConfig, sessionSecret } from "@/lib/config";
import { db } from "@/lib/database";
import { AppError } from "@/lib/errors";
import { passwordResetMail, sendMail } from "@/lib/mail";
import { assertUncommonPassword } from "./accounts";
import { hashPassword } from "./password";
import { forgetSessionCheck } from "./session";

export const RESET_CODE_VALID_MINUTES = 15;
export const RESET_CODE_MAX_TRIES = 5;

/** The same answer for every email, so nobody learns which emails have an account (D4). */
export const RESET_CODE_SENT =
  "If an account exists for this email, we have sent it a 6-digit reset code. It is valid for 15 minutes.";
export const INVALID_RESET_CODE = "This reset code is not valid or has expired. Please request a new code.";
export const PASSWORD_CHANGED = "Your password has been changed. Please log in with your new password.";

/** Creates a fresh code for the account (voiding older ones) and emails it; silent otherwise. */
export async function requestPasswordReset(email: string): Promise<void> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, name: true, email: true } });
  if (!user) return;
  const code = randomInt(0, 1_000_000).toString().padStart(6, "0");
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
  await sendMail(
    passwordResetMail({
      to: user.email,
      name: user.name,
      code,
      validMinutes: RESET_CODE_VALID_MINUTES,
      siteUrl: loadConfig().server.siteUrl,
    }),
  );
}

/**
 * Sets a new password if the code is the account's current one: unexpired, unused and guessed
 * fewer than five times. Success ends every session of the account and uses the code up.
 */
export async function resetPassword(input: { email: string; code: string; newPassword: string }): Promise<void> {
  const now = new Date();
  const user = await db.user.findUnique({ where: { email: input.email }, select: { id: true } });
  const active = user
    ? await db.passwordResetCode.findFirst({
        where: { userId: user.id, usedAt: null, expiresAt: { gt: now }, attempts: { lt: RESET_CODE_MAX_TRIES } },
        orderBy: { createdAt: "desc" },
      })
    : null;
  if (!user || !active) throw new AppError("invalid_input", INVALID_RESET_CODE);

  if (!sameHash(hashResetCode(user.id, input.code), active.codeHash)) {
    await db.passwordResetCode.update({ where: { id: active.id }, data: { attempts: { increment: 1 } } });
    throw new AppError("invalid_input", INVALID_RESET_CODE);
  }
  assertUncommonPassword(input.newPassword, "newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  await db.$transaction(async (tx) => {
    // Claimed conditionally, so two requests racing with the same code cannot both succeed.
    const claimed = await tx.passwordResetCode.updateMany({
      where: { id: active.id, usedAt: null },
      data: { usedAt: now },
    });
    if (claimed.count !== 1) throw new AppError("invalid_input", INVALID_RESET_CODE);
    await tx.user.update({
      where: { id: user.id },
      data: { passwordHash, sessionVersion: { increment: 1 } },
    });
  });
  forgetSessionCheck(user.id);
}

/** Keyed with the session secret: a leaked database alone does not let anyone test codes. */
function hashResetCode(userId: string, code: string): string {
  return createHmac("sha256", sessionSecret()).update(`${userId}:${code}`).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}
