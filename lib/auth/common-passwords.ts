import "server-only";
import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * The most common passwords (zxcvbn-ts's list, ~49,000 entries, from leaked password sets):
 * the first ones an attacker tries. Loaded on first use and kept in a Set.
 */
let commonPasswords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary.passwords.map((entry) => entry.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}
