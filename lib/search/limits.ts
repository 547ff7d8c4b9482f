import type { SearchConfig } from "@/lib/platform/config";
import type { RateLimitRule } from "@/lib/platform/rate-limit";

const MINUTE = 60_000;

/**
 * Each cook's, and each client address's, searches and suggestions a minute (one budget for both
 * routes: the box asks for suggestions as a cook types, then the search). Generous: typing fast
 * with the box open is a few a second. Counted in memory (lib/platform/rate-limit's in-process.ts says why).
 */
export function searchReadLimits(config: Pick<SearchConfig, "readsPerMinute">): { perCook: RateLimitRule; perAddress: RateLimitRule } {
  const rule = (name: string): RateLimitRule => ({
    name,
    limit: config.readsPerMinute,
    windowMs: MINUTE,
    message: "You have searched a great deal in the last minute. Please wait a moment and try again.",
    inProcess: true,
  });
  return { perCook: rule("search-reads:cook"), perAddress: rule("search-reads:address") };
}
