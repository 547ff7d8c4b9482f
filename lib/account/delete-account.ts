import "server-only";
import { forgetSessionCheck, type SessionUser } from "@/lib/auth";
import { deleteMessagesFrom } from "@/lib/contact";
import { db } from "@/lib/platform/database";
import { rememberDeletedAddresses } from "@/lib/own-recipes";
import { recountRatingsOf } from "@/lib/ranking";
import { bumpRevision, revisionChanged } from "@/lib/platform/revisions";
import { securityEvent } from "@/lib/platform/security-events";
import { accountWithPassword } from "./password-check";
import { departForGood } from "./household/leaving";

export const ACCOUNT_DELETED = "Your account and everything in it have been deleted. Goodbye, and thank you for cooking with us.";

/**
 * Deletes the cook's account after checking the password: their recipes with pictures and
 * ingredients, their ratings (the summaries of the meals they rated recounted in the same
 * transaction), their codes, saved recipes, collections, plan and shopping list; every session
 * ends with the account.
 * Mail kept in the embedded outbox for the address goes too (it is the cook's, and may hold a
 * reset code), and so do the messages sent from the address through the contact form.
 */
export async function deleteOwnAccount(user: SessionUser, password: string, address: string): Promise<void> {
  const account = await accountWithPassword(user.id, password, "password");
  await deleteAccount(account.id);
  forgetSessionCheck(account.id);
  await Promise.all([db.outboxMail.deleteMany({ where: { to: account.email } }), deleteMessagesFrom(account.email)]);
  securityEvent("account_deleted", { userId: account.id, email: account.email, address });
}

/**
 * Deletes an account in one transaction: its recipes and their ratings go by cascade (their
 * summaries with them), and so do the stars it gave other meals, whose summaries lib/ranking
 * recounts in the same transaction. Every account deletion goes through here.
 */
export async function deleteAccount(userId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const rated = await tx.rating.findMany({ where: { userId }, select: { mealId: true } });
    // Their public recipes' addresses say "gone" for a day, as a deleted recipe's do.
    await rememberDeletedAddresses(tx, { authorId: userId });
    await departForGood(tx, userId);
    await tx.user.delete({ where: { id: userId } });
    await recountRatingsOf(rated.map((rating) => rating.mealId), tx);
    await bumpRevision(tx, "meals");
    await bumpRevision(tx, "ratings");
  });
  revisionChanged("meals");
  revisionChanged("ratings");
}
