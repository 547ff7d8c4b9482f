import { db } from "@/lib/platform/database";
import { consumeRateLimit } from "@/lib/platform/rate-limit";
import { bucketKey, type RateLimitRule } from "@/lib/platform/rate-limit/windows";

/**
 * `times` attempts counted against a limit, leaving its window as `times` calls of
 * consumeRateLimit would (the same row, count and end): the first is counted by the app's own
 * statement, which opens the window, and the rest in one write. A test that fills a limit to reach
 * what lies past it then costs two statements, not one per attempt: the site-wide reset ceiling's
 * 1,000 took ~10 s of its test on either database (issue 29).
 */
export async function countAttempts(rule: RateLimitRule, subject: string, times: number): Promise<void> {
  if (times < 1) return;
  await consumeRateLimit(rule, subject);
  if (times === 1) return;
  await db.rateLimitBucket.update({ where: { key: bucketKey(rule, subject) }, data: { count: { increment: times - 1 } } });
}
