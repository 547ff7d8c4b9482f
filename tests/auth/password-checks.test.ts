import { describe, expect, it } from "vitest";
import { PASSWORD_CHECKS_BUSY, PasswordCheckGate } from "@/lib/auth/password-checks";
import { AppError } from "@/lib/platform/errors";

/** A check that runs until the test lets it finish. */
function heldCheck(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    finish,
    run: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

// Issue 15, finding 5: every parallel login ran its ~136 ms bcrypt compare at once.
describe("PasswordCheckGate", () => {
  it("runs two checks at a time, queues the next ones in order, and refuses past the queue with 429", async () => {
    const gate = new PasswordCheckGate(2, 3);
    const log: string[] = [];
    const checks = ["a", "b", "c", "d", "e"].map((name) => heldCheck(log, name));
    const results = checks.map((check) => gate.run(check.run));
    const refused = gate.run(async () => "f");
    await expect(refused).rejects.toMatchObject({ code: "rate_limited", message: PASSWORD_CHECKS_BUSY, retryAfterSeconds: 1 });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await settle();
    expect(log).toEqual(["start a", "start b"]);

    checks[1]!.finish();
    await settle();
    expect(log).toEqual(["start a", "start b", "end b", "start c"]);
    for (const check of checks) check.finish();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d", "e"]);
    expect(log.filter((line) => line.startsWith("start"))).toEqual(["start a", "start b", "start c", "start d", "start e"]);
  });

  it("frees the slot of a check that failed", async () => {
    const gate = new PasswordCheckGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error("bcrypt failed")))).rejects.toThrow("bcrypt failed");
    expect(await gate.run(async () => "next")).toBe("next");
  });
});
