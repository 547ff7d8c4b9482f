import { describe, expect, it } from "vitest";
import { consumeRateLimit, type RateLimitRule } from "@/lib/platform/rate-limit";

const rule: RateLimitRule = { name: "test:five-per-minute", limit: 5, windowMs: 60_000, message: "Slow down." };
let subjects = 0;
const newSubject = () => `burst-${process.pid}-${Date.now()}-${(subjects += 1)}`;

// Issue 15, finding 3: a burst against a window nobody has opened yet, or one that has just
// expired, used to be allowed whole (the window was opened in three separate statements).
describe("consumeRateLimit under a burst", () => {
  it("lets exactly 5 of 50 concurrent attempts through a limit of 5, for a new window", async () => {
    const subject = newSubject();
    const now = new Date();
    const verdicts = await Promise.all(Array.from({ length: 50 }, () => consumeRateLimit(rule, subject, now)));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
  });

  it("lets exactly 5 of 50 concurrent attempts through when the old window has just expired", async () => {
    const subject = newSubject();
    const start = new Date("2026-01-01T10:00:00Z");
    for (let i = 0; i < 5; i += 1) await consumeRateLimit(rule, subject, start);
    const nextWindow = new Date(start.getTime() + rule.windowMs);
    const verdicts = await Promise.all(Array.from({ length: 50 }, () => consumeRateLimit(rule, subject, nextWindow)));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    const refused = verdicts.filter((verdict) => !verdict.allowed);
    expect(refused.every((verdict) => !verdict.allowed && verdict.retryAfterSeconds === 60)).toBe(true);
  });
});
