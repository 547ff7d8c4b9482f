import "server-only";
import { db } from "@/lib/platform/database";
import type { RateLimitRule } from "@/lib/platform/rate-limit";
import type { ContactMessage } from "@/lib/validations/contact";

/* Messages sent with the Contact pages' form, kept in the database for the team. */

export const CONTACT_MESSAGE_RECEIVED = "Thank you for your message! We will get back to you soon.";

export const CONTACT_MAX_BODY_BYTES = 16 * 1024;

export const contactRateLimit: RateLimitRule = {
  name: "contact:ip",
  limit: 5,
  windowMs: 10 * 60 * 1000,
  message: "You have sent several messages in a short time. Please wait a few minutes and try again.",
  code: "contact_limit",
};

export async function saveContactMessage({ name, email, subject, message }: ContactMessage) {
  return db.contactMessage.create({ data: { name, email, subject, message } });
}

/**
 * Forgets the messages sent from an address, when its account is deleted: they are the cook's
 * (a message holds no account, only the email typed, kept as typed, so compared without case).
 */
export async function deleteMessagesFrom(email: string): Promise<void> {
  await db.$executeRaw`DELETE FROM "ContactMessage" WHERE lower("email") = ${email.toLowerCase()}`;
}
