import { db } from "@/lib/database";
import { AppError } from "@/lib/errors";

/** A limit of `limit` attempts per `windowMs` for one subject (an address, an account). */
export type RateLimitRule = { name: string; limit: number; windowMs: number; message: string };

export type RateLimitVerdict =
  | { allowed: true; remaining: number }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one attempt against a fixed window kept in the database, so limits survive restarts
 * and hold across app instances. The common path is one conditional UPDATE, atomic in any SQL
 * database; a new or expired window is (re)opened with an upsert.
 */
export async function consumeRateLimit(
  rule: RateLimitRule,
  subject: string,
  now = new Date(),
): Promise<RateLimitVerdict> {
  const key = `${rule.name}:${subject}`;
  const counted = await db.rateLimitBucket.updateMany({
    where: { key, resetAt: { gt: now }, count: { lt: rule.limit } },
    data: { count: { increment: 1 } },
  });
  if (counted.count === 1) {
    const bucket = await db.rateLimitBucket.findUnique({ where: { key } });
    return { allowed: true, remaining: Math.max(0, rule.limit - (bucket?.count ?? rule.limit)) };
  }

  const bucket = await db.rateLimitBucket.findUnique({ where: { key } });
  if (bucket && bucket.resetAt > now) {
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((bucket.resetAt.getTime() - now.getTime()) / 1000)),
    };
  }

  const resetAt = new Date(now.getTime() + rule.windowMs);
  await db.rateLimitBucket.upsert({
    where: { key },
    create: { key, count: 1, resetAt },
    update: { count: 1, resetAt },
  });
  if (Math.random() < 0.01) void forgetExpiredWindows(now);
  return { allowed: true, remaining: rule.limit - 1 };
}

/**
 * Whether the subject still has budget, without counting an attempt: for limits on failures
 * (a login is only counted once it has failed).
 */
export async function peekRateLimit(
  rule: RateLimitRule,
  subject: string,
  now = new Date(),
): Promise<RateLimitVerdict> {
  const bucket = await db.rateLimitBucket.findUnique({ where: { key: `${rule.name}:${subject}` } });
  if (!bucket || bucket.resetAt <= now || bucket.count < rule.limit) {
    return { allowed: true, remaining: bucket && bucket.resetAt > now ? rule.limit - bucket.count : rule.limit };
  }
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((bucket.resetAt.getTime() - now.getTime()) / 1000)),
  };
}

/** What a client hears when a limit is reached: a friendly message and when to retry. */
export function tooManyRequests(rule: RateLimitRule, retryAfterSeconds: number): AppError {
  return new AppError("rate_limited", rule.message, { retryAfterSeconds });
}

async function forgetExpiredWindows(now: Date): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { resetAt: { lt: now } } }).catch(() => undefined);
}
