import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { sessionSecret } from "@/lib/config";

/**
 * Password-reset codes: 12 random digits, typed from an email (shown as "4821 0937 5562"; spaces
 * and hyphens are ignored when typed back).
 *
 * Why 12 digits. Every wrong code counts against four limits at once (./rate-limits.ts): the
 * code's 5 tries, the account's 30 a day, the address's 30 an hour, and 1,000 an hour from
 * everyone together. That last one caps the whole world's guesses, however many accounts and
 * addresses an attacker has:
 *
 *     1,000 guesses an hour × 24 × 365 hours = 8.76 × 10^6 guesses a year.
 *
 * A guess matches only the one live code of the account it names, with a chance of 1 in 10^12:
 *
 *     8.76 × 10^6 / 10^12 ≈ 8.8 × 10^-6 takeovers a year,
 *
 * one in about 114,000 years of guessing flat out (while resets fail for everyone). One address
 * alone: 30 × 8,760 / 10^12 ≈ 2.6 × 10^-7 a year. At the same ceiling the old 6 digits would give
 * 8.76 × 10^6 / 10^6 ≈ 9 takeovers a year, and without the global and per-address limits 1,000
 * known emails × 10 guesses per 15 minutes / 10^6 = a 1 % chance every 15 minutes.
 */
export const RESET_CODE_DIGITS = 12;

export function newResetCode(): string {
  return randomInt(0, 10 ** RESET_CODE_DIGITS)
    .toString()
    .padStart(RESET_CODE_DIGITS, "0");
}

/** As the email shows it: groups of four, easier to read and type. */
export function formatResetCode(code: string): string {
  return code.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** Keyed with the session secret: a leaked database alone does not let anyone test codes. */
export function hashResetCode(userId: string, code: string): string {
  return createHmac("sha256", sessionSecret()).update(`${userId}:${code}`).digest("hex");
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}
