import "server-only";
import bcrypt from "bcryptjs";
import { passwordChecks } from "./password-checks";

/**
 * bcrypt work factor, chosen by measurement (`npm run bench -- login`, 2-core machine): the highest
 * cost that keeps one login under 300 ms. At 11 a compare takes ~136 ms and a whole login p50
 * 171 ms / p95 199 ms; cost 12 doubles the compare (~275 ms), which would put a login over 300 ms.
 */
const BCRYPT_COST = 11;

/** Hashes through the process's password-check gate (./password-checks.ts): 429 when it is full. */
export function hashPassword(password: string): Promise<string> {
  return passwordChecks().run(() => bcrypt.hash(password, BCRYPT_COST));
}

/**
 * Compares against a real hash, or against a dummy one when the account does not exist, so a
 * login for an unknown email takes as long as one with a wrong password. Through the gate, as hashes.
 */
export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  const against = hash ?? (await dummyHash());
  const matches = await passwordChecks().run(() => bcrypt.compare(password, against));
  return hash !== undefined && matches;
}

let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= bcrypt.hash("res-pe dummy password, never valid", BCRYPT_COST);
  return dummy;
}
