import { db } from "@/lib/platform/database";
import { AppError } from "@/lib/platform/errors";
import { consumeInProcess } from "./in-process";

/**
 * A limit of `limit` attempts per `windowMs` for one subject (an address, an account), counted
 * in the database, or with `inProcess` in this process's memory (in-process.ts says when).
 */
/** `code`: the message's stable name, for a page that shows it in the cook's language (AppError's `messageCode`). */
export type RateLimitRule = { name: string; limit: number; windowMs: number; message: string; code?: string; inProcess?: true };

export type RateLimitVerdict =
  | { allowed: true; remaining: number }
  | { allowed: false; retryAfterSeconds: number };

type Bucket = { count: number | bigint; resetAt: Date | string };

/**
 * Counts one attempt against a fixed window kept in the database, so limits survive restarts
 * and hold across app instances. One statement opens, resets or counts the window and returns
 * the new count: a burst of concurrent attempts is serialized by the database on the bucket's
 * row (SQLite's single writer, PostgreSQL's row lock under ON CONFLICT), so exactly `limit` of
 * them are allowed. Refused attempts are counted too (the count may pass the limit); they
 * never extend the window. An `inProcess` rule is counted in memory instead, alike.
 */
export async function consumeRateLimit(
  rule: RateLimitRule,
  subject: string,
  now = new Date(),
): Promise<RateLimitVerdict> {
  if (rule.inProcess) return consumeInProcess(bucketKey(rule, subject), rule, now);
  const resetAt = new Date(now.getTime() + rule.windowMs);
  // Every SET expression reads the row as it was before this statement, in both databases.
  const [bucket] = await db.$queryRaw<Bucket[]>`
    INSERT INTO "RateLimitBucket" ("key", "count", "resetAt") VALUES (${bucketKey(rule, subject)}, 1, ${resetAt})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."resetAt" <= ${now} THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
      "resetAt" = CASE WHEN "RateLimitBucket"."resetAt" <= ${now} THEN ${resetAt} ELSE "RateLimitBucket"."resetAt" END
    RETURNING "count", "resetAt"`;
  if (!bucket) throw new Error(`Rate limit ${rule.name}: the bucket was not written.`);
  if (Math.random() < 0.01) void forgetExpiredWindows(now);
  const count = Number(bucket.count);
  if (count <= rule.limit) return { allowed: true, remaining: rule.limit - count };
  return { allowed: false, retryAfterSeconds: secondsUntil(new Date(bucket.resetAt), now) };
}

/**
 * Whether the subject still has budget, without counting an attempt (for a slow-down that
 * depends on the count, or to tell a client before it sends something large).
 */
export async function peekRateLimit(
  rule: RateLimitRule,
  subject: string,
  now = new Date(),
): Promise<RateLimitVerdict> {
  const bucket = await db.rateLimitBucket.findUnique({ where: { key: bucketKey(rule, subject) } });
  if (!bucket || bucket.resetAt <= now || bucket.count < rule.limit) {
    return { allowed: true, remaining: bucket && bucket.resetAt > now ? rule.limit - bucket.count : rule.limit };
  }
  return { allowed: false, retryAfterSeconds: secondsUntil(bucket.resetAt, now) };
}

/**
 * Gives back one attempt of the current window: limits on failures count every attempt before
 * its (slow) check, so a burst cannot outrun them, and return the attempt once it succeeded.
 */
export async function refundRateLimit(rule: RateLimitRule, subject: string, now = new Date()): Promise<void> {
  await db.rateLimitBucket.updateMany({
    where: { key: bucketKey(rule, subject), resetAt: { gt: now }, count: { gt: 0 } },
    data: { count: { decrement: 1 } },
  });
}

/**
 * Counts one attempt against each limit, in order, before a costly check (a password, a reset
 * code). On the first limit that refuses, the attempts counted before it are given back and its
 * 429 is thrown. The answer gives all of them back, for an attempt that succeeded.
 */
export async function consumeRateLimits(
  limits: readonly (readonly [RateLimitRule, string])[],
  now = new Date(),
): Promise<{ refund: () => Promise<void> }> {
  const counted: (readonly [RateLimitRule, string])[] = [];
  const refund = async () => {
    await Promise.all(counted.map(([rule, subject]) => refundRateLimit(rule, subject)));
  };
  for (const [rule, subject] of limits) {
    const verdict = await consumeRateLimit(rule, subject, now);
    if (!verdict.allowed) {
      await refund();
      throw tooManyRequests(rule, verdict.retryAfterSeconds);
    }
    counted.push([rule, subject]);
  }
  return { refund };
}

/** Forgets a subject's window (e.g. an account's failed logins once its password was reset). */
export async function clearRateLimit(rule: RateLimitRule, subject: string): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { key: bucketKey(rule, subject) } });
}

/** Forgets every window of the rule whose subject starts with `subjectPrefix`. */
export async function clearRateLimitsStartingWith(rule: RateLimitRule, subjectPrefix: string): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { key: { startsWith: bucketKey(rule, subjectPrefix) } } });
}

/**
 * The code of a limit's 429 that names no code of its own (issue 35): every 429 has one, so any
 * page that shows it can say it in the cook's language.
 */
const GENERAL_RATE_LIMIT_CODE = "rate_limited";

/**
 * What a client hears when a limit is reached: a friendly message, when to retry, and the
 * limit's code (or the general one).
 */
export function tooManyRequests(rule: RateLimitRule, retryAfterSeconds: number): AppError {
  return new AppError("rate_limited", rule.message, { retryAfterSeconds, messageCode: rule.code ?? GENERAL_RATE_LIMIT_CODE });
}

/** The bucket's row key (tests/support/rate-limits.ts fills a window in one write through it). */
export function bucketKey(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${subject}`;
}

function secondsUntil(resetAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
}

async function forgetExpiredWindows(now: Date): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { resetAt: { lt: now } } }).catch(() => undefined);
}
