/**
 * Fixed-window rate limits per subject (an address, an account): counted atomically in the
 * database, or for cheap frequent reads in each process's memory (in-process.ts says when).
 */
export {
  clearRateLimit,
  clearRateLimitsStartingWith,
  consumeRateLimit,
  consumeRateLimits,
  refundRateLimit,
  tooManyRequests,
  type RateLimitRule,
} from "./windows";
