import type { RateLimitRule } from "@/lib/platform/rate-limit";

/** A rating is a few bytes of JSON. */
export const RATING_MAX_BODY_BYTES = 1024;

/** Per cook: far above anyone clicking stars on recipes they cooked, a wall for a rating flood. */
export const ratingRateLimit: RateLimitRule = {
  name: "ratings:write",
  limit: 60,
  windowMs: 10 * 60_000,
  message: "You have rated many recipes in a short time. Please wait a few minutes and try again.",
  code: "ratings_limit",
};
