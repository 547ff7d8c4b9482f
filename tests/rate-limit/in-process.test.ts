import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { consumeRateLimit, type RateLimitRule } from "@/lib/platform/rate-limit";
import { MAX_WINDOWS_IN_PROCESS, windowsInProcess } from "@/lib/platform/rate-limit/in-process";

/**
 * Limits counted in the process's memory (the search's): the database's fixed-window semantics
 * without a write per request, and a bounded memory whatever the number of subjects. No database
 * here: a unit test that reached one would fail.
 */
const rule = (limit: number): RateLimitRule => ({
  name: `in-process-test:${randomBytes(6).toString("hex")}`,
  limit,
  windowMs: 60_000,
  message: "Slow down.",
  inProcess: true,
});

describe("a limit counted in process memory", () => {
  it("allows `limit` attempts a window from the first, then says how long until it ends", async () => {
    const quota = rule(3);
    const start = new Date("2026-01-01T12:00:00Z");
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect(await consumeRateLimit(quota, "cook-1", at(0))).toEqual({ allowed: true, remaining: 2 });
    expect(await consumeRateLimit(quota, "cook-1", at(1_000))).toEqual({ allowed: true, remaining: 1 });
    expect(await consumeRateLimit(quota, "cook-1", at(2_000))).toEqual({ allowed: true, remaining: 0 });
    expect(await consumeRateLimit(quota, "cook-1", at(20_500))).toEqual({ allowed: false, retryAfterSeconds: 40 });
    // Another subject, and another rule for the same subject, count apart.
    expect(await consumeRateLimit(quota, "cook-2", at(20_500))).toEqual({ allowed: true, remaining: 2 });
    expect(await consumeRateLimit(rule(3), "cook-1", at(20_500))).toEqual({ allowed: true, remaining: 2 });
    // Refusals do not stretch the window: it ends a minute after its first attempt.
    expect(await consumeRateLimit(quota, "cook-1", at(59_999))).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await consumeRateLimit(quota, "cook-1", at(60_000))).toEqual({ allowed: true, remaining: 2 });
  });

  it("keeps at most MAX_WINDOWS_IN_PROCESS windows, however many addresses ask", async () => {
    const quota = rule(1);
    const now = new Date();
    for (let at = 0; at < MAX_WINDOWS_IN_PROCESS + 5_000; at += 1) await consumeRateLimit(quota, `198.51.100.${at}`, now);
    expect(windowsInProcess()).toBeLessThanOrEqual(MAX_WINDOWS_IN_PROCESS);
    // The newest windows are kept: the latest address is still refused a second attempt.
    expect(await consumeRateLimit(quota, `198.51.100.${MAX_WINDOWS_IN_PROCESS + 4_999}`, now)).toMatchObject({ allowed: false });
  });
});
