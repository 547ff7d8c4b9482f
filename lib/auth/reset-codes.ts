import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { sessionSecret } from "@/lib/platform/config";

/**
 * Password-reset codes: 12 random digits, typed from an email (shown as "4821 0937 5562"; spaces
 * and hyphens are ignored when typed back).
 *
 * Why 12 digits. No limit on wrong codes may refuse by the account or the whole site alone (a
 * stranger would switch resets off: issue 28), so what caps guessing is the code itself. A code
 * compares at most 5 guesses from everyone together, and an account gets at most 3 codes per
 * 15 minutes (./rate-limits.ts, `forgot:email`), so one account takes at most
 *
 *     12 codes an hour × 5 guesses × 8,760 hours = 525,600 guesses a year,
 *
 * each matching with a chance of 1 in 10^12: 5.3 × 10^-7 takeovers a year, one in about
 * 1.9 million years, while its cook is sent 288 reset mails a day. Going after 10,000 accounts
 * at once: 5.3 × 10^-3 a year, for 2.9 million reset mails a day from at least 12,000 addresses
 * (10 requests an hour each), and 600 times the 1,000 wrong codes an hour past which every
 * failure writes a `password_reset_surge` security event. Six digits at the same pace would
 * give one account away in about two years (525,600 / 10^6 a year).
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
