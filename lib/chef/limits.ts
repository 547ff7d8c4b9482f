import type { ChefConfig } from "@/lib/config";
import type { RateLimitRule } from "@/lib/rate-limit";

/** 30 ingredients of 60 characters fit several times over, even in four-byte characters. */
export const RECIPE_REQUEST_MAX_BYTES = 16 * 1024;

/**
 * Longest answer passed on to the page. 1024 tokens come to about 5,000 characters; the cap
 * holds whatever a misbehaving server streams.
 */
export const MAX_RECIPE_CHARS = 20_000;

/** Each cook's quota of recipes (a language model costs money and capacity per request). */
export function recipeQuota(config: Pick<ChefConfig, "recipesPer10Minutes">): RateLimitRule {
  return {
    name: "chef:user",
    limit: config.recipesPer10Minutes,
    windowMs: 10 * 60_000,
    message: "You have asked for many recipes in a short time. Please wait a few minutes and try again.",
  };
}
