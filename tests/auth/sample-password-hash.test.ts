import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { SAMPLE_PASSWORD, SAMPLE_PASSWORD_HASH } from "@/tooling/samples";

/**
 * Seeded cooks (tests/support/accounts.ts) are stored with a precomputed hash of the sample
 * password. It must open the account the way a signed-up cook's does: the same password, and the
 * production cost, so a seeded cook's login takes as long as anyone's.
 */
describe("the sample cook's precomputed password hash", () => {
  it("opens the account with the sample password only, at the cost the app hashes with", async () => {
    expect(await verifyPassword(SAMPLE_PASSWORD, SAMPLE_PASSWORD_HASH)).toBe(true);
    expect(await verifyPassword(`${SAMPLE_PASSWORD}!`, SAMPLE_PASSWORD_HASH)).toBe(false);
    expect(bcrypt.getRounds(SAMPLE_PASSWORD_HASH)).toBe(bcrypt.getRounds(await hashPassword("any other password")));
  });
});
