import "server-only";
import { verifyPassword } from "@/lib/auth";
import { db } from "@/lib/platform/database";
import { AppError } from "@/lib/platform/errors";

const WRONG_PASSWORD = "This is not your current password.";

export type CheckedAccount = { id: string; name: string; email: string };

/**
 * The account, if `password` is its password: what stands between a borrowed session (an
 * unlocked phone, a stolen cookie) and the changes that would lock the cook out. Otherwise
 * `forbidden`, with the message beside the form's field.
 */
export async function accountWithPassword(userId: string, password: string, field: string): Promise<CheckedAccount> {
  const account = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, name: true, email: true, passwordHash: true },
  });
  if (!(await verifyPassword(password, account?.passwordHash))) {
    throw new AppError("forbidden", WRONG_PASSWORD, { fieldErrors: { [field]: WRONG_PASSWORD } });
  }
  return { id: account!.id, name: account!.name, email: account!.email };
}
