import { describe, expect, it } from "vitest";
import { consumeRateLimit, type RateLimitRule } from "@/lib/platform/rate-limit";
import { db } from "@/lib/platform/database";

const rule: RateLimitRule = { name: "test:three-per-minute", limit: 3, windowMs: 60_000, message: "Slow down." };
let subjects = 0;
const newSubject = () => `subject-${Date.now()}-${(subjects += 1)}`;

describe("consumeRateLimit", () => {
  it("allows `limit` attempts in a window, then refuses with the seconds left", async () => {
    const subject = newSubject();
    const start = new Date("2026-01-01T10:00:00Z");
    const verdicts = [];
    for (let i = 0; i < 4; i += 1) verdicts.push(await consumeRateLimit(rule, subject, start));
    expect(verdicts.slice(0, 3)).toEqual([
      { allowed: true, remaining: 2 },
      { allowed: true, remaining: 1 },
      { allowed: true, remaining: 0 },
    ]);
    expect(verdicts[3]).toEqual({ allowed: false, retryAfterSeconds: 60 });

    const later = new Date(start.getTime() + 45_500);
    expect(await consumeRateLimit(rule, subject, later)).toEqual({ allowed: false, retryAfterSeconds: 15 });
  });

  it("opens a new window once the old one has passed", async () => {
    const subject = newSubject();
    const start = new Date("2026-01-01T10:00:00Z");
    for (let i = 0; i < 4; i += 1) await consumeRateLimit(rule, subject, start);
    const nextWindow = new Date(start.getTime() + 60_000);
    expect(await consumeRateLimit(rule, subject, nextWindow)).toEqual({ allowed: true, remaining: 2 });
  });

  it("counts each subject and each rule separately", async () => {
    const a = newSubject();
    const b = newSubject();
    const now = new Date();
    for (let i = 0; i < 3; i += 1) await consumeRateLimit(rule, a, now);
    expect((await consumeRateLimit(rule, a, now)).allowed).toBe(false);
    expect((await consumeRateLimit(rule, b, now)).allowed).toBe(true);
    expect((await consumeRateLimit({ ...rule, name: "test:other" }, a, now)).allowed).toBe(true);
  });

  it("keeps its counts in the database, so a restart forgets nothing", async () => {
    const subject = newSubject();
    const now = new Date();
    await consumeRateLimit(rule, subject, now);
    await consumeRateLimit(rule, subject, now);
    const bucket = await db.rateLimitBucket.findUnique({ where: { key: `${rule.name}:${subject}` } });
    expect(bucket?.count).toBe(2);
    expect(bucket?.resetAt.getTime()).toBe(now.getTime() + rule.windowMs);
  });

  it("does not let concurrent attempts slip past the limit", async () => {
    const subject = newSubject();
    const now = new Date();
    await consumeRateLimit(rule, subject, now);
    const verdicts = await Promise.all(Array.from({ length: 10 }, () => consumeRateLimit(rule, subject, now)));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(2);
  });
});
