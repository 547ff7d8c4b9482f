import "server-only";
import bcrypt from "bcryptjs";

/**
 * bcrypt work factor, chosen by measurement (scripts/bench/login.ts): the highest cost that keeps
 * one login under 300 ms on our 2-core machines. Cost 12 verifies in ~250 ms and leaves no
 * headroom under load; 11 takes ~130 ms.
 */
export const BCRYPT_COST = 11;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

/**
 * Compares against a real hash, or against a dummy one when the account does not exist, so a
 * login for an unknown email takes as long as one with a wrong password.
 */
export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash ?? (await dummyHash()));
  return hash !== undefined && matches;
}

let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= bcrypt.hash("res-pe dummy password, never valid", BCRYPT_COST);
  return dummy;
}
