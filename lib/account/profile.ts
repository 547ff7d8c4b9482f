import "server-only";
import { assertUncommonPassword, forgetSessionCheck, hashPassword, type SessionUser } from "@/lib/auth";
import { loadConfig } from "@/lib/platform/config";
import { db } from "@/lib/platform/database";
import type { Locale } from "@/lib/platform/i18n";
import { passwordChangedMail, sendMail } from "@/lib/platform/mail";
import { writeMeals } from "@/lib/meals";
import { securityEvent } from "@/lib/platform/security-events";
import { accountWithPassword } from "./password-check";

export const NAME_CHANGED = "Your name has been changed.";
export const PASSWORD_CHANGED_HERE =
  "Your password has been changed. Every other browser and app signed in to your account has been signed out.";

/**
 * A cook's new name. It shows as the author of their recipes and in the ranking, which are kept
 * with the meal answers: the write goes through the meal domain, so the meals' revision moves.
 */
export async function changeName(user: SessionUser, name: string, address: string): Promise<{ name: string }> {
  // No meal's searched words change (the author is in no index): the search's copies only follow the revision.
  await writeMeals((tx) => tx.user.update({ where: { id: user.id }, data: { name } }), { meals: [] });
  forgetSessionCheck(user.id);
  securityEvent("name_changed", { userId: user.id, address });
  return { name };
}

/**
 * Sets a new password after checking the current one. Every session of the account ends (its
 * session version moves on); the caller opens a new one for this browser with the version
 * returned. Reset codes mailed earlier are voided: one must not undo the change. The account's
 * address gets a notice, so a change the cook did not make does not go unseen.
 */
export async function changePassword(
  user: SessionUser,
  input: { currentPassword: string; newPassword: string },
  address: string,
  /** The cook's language (their setting, else their page's): the notice is written in it. */
  language: Locale = "en",
): Promise<{ id: string; sessionVersion: number }> {
  const account = await accountWithPassword(user.id, input.currentPassword, "currentPassword");
  assertUncommonPassword(input.newPassword, "newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  const changed = await db.$transaction(async (tx) => {
    await tx.passwordResetCode.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } });
    return tx.user.update({
      where: { id: user.id },
      data: { passwordHash, sessionVersion: { increment: 1 } },
      select: { id: true, sessionVersion: true },
    });
  });
  forgetSessionCheck(user.id);
  securityEvent("password_changed", { userId: user.id, address });
  securityEvent("sessions_ended", { userId: user.id, address, reason: "password_changed" });
  await sendNotice(passwordChangedMail({ to: account.email, name: account.name, siteUrl: loadConfig().server.siteUrl, locale: language }));
  return changed;
}

/**
 * A notice about a change already made: a mail server that is down must not turn the change
 * into an error the cook would retry, so its failure is logged, not thrown.
 */
export async function sendNotice(message: Parameters<typeof sendMail>[0]): Promise<void> {
  await sendMail(message).catch((error: unknown) => {
    console.error(`account notice "${message.subject}" not sent:`, error instanceof Error ? error.message : error);
  });
}
