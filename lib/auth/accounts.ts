import "server-only";
import { loadConfig } from "@/lib/platform/config";
import { db, Prisma } from "@/lib/platform/database";
import { isLocale, type Locale } from "@/lib/platform/i18n";
import { accountExistsMail, sendMail } from "@/lib/platform/mail";
import { AppError } from "@/lib/platform/errors";
import { securityEvent } from "@/lib/platform/security-events";
import type { z } from "zod";
import type { registerSchema } from "@/lib/validations/auth";
import { isCommonPassword } from "./common-passwords";
import { hashPassword } from "./password";
import { admitSignUp } from "./registration";
import { assertPasswordSignInAllowed } from "./sign-in-modes";

export const ACCOUNT_CREATED = "Your account has been created. Please log in.";
const COMMON_PASSWORD = "This password is too common and easy to guess. Please choose another one.";

/** Throws `invalid_input` naming the field when a new password is among the most common ones. */
export function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new AppError("invalid_input", COMMON_PASSWORD, { fieldErrors: { [field]: COMMON_PASSWORD }, messageCode: "common_password" });
  }
}

/**
 * A new account, if the registration mode lets it in (./registration.ts): the site's first
 * account is its admin. Refused outright when OIDC_ONLY is set.
 */
export async function registerAccount(input: z.output<typeof registerSchema>, address = "unknown", language: Locale = "en"): Promise<void> {
  assertPasswordSignInAllowed();
  assertUncommonPassword(input.password, "password");
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.$transaction(async (tx) => {
      const { first } = await admitSignUp(tx, input.invite);
      return tx.user.create({ data: { name: input.name, email: input.email, passwordHash, role: first ? "admin" : "cook" }, select: { id: true, role: true } });
    });
    securityEvent("account_registered", { userId: user.id, email: input.email, address, reason: user.role === "admin" ? "first_account_admin" : undefined });
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    // The email has an account: the same answer as a new one (the bcrypt hash above took the same
    // time), and a note to the owner, sent after answering so its time shows nowhere.
    void tellOwnerOfSignUp(input.email, language);
  }
}

/** In the owner's language, else the one the sign-up page was in. */
async function tellOwnerOfSignUp(email: string, language: Locale): Promise<void> {
  try {
    const owner = await db.user.findUnique({ where: { email }, select: { name: true, locale: true } });
    if (owner) {
      const locale = isLocale(owner.locale) ? owner.locale : language;
      await sendMail(accountExistsMail({ to: email, name: owner.name, siteUrl: loadConfig().server.siteUrl, locale }));
    }
  } catch (error) {
    console.error(`Sign-up notice to an existing account failed: ${error instanceof Error ? error.name : "error"}`);
  }
}
