import type { RateLimitRule } from "@/lib/platform/rate-limit";

/** A recipe's JSON: 10,000 characters of instructions (up to 4 bytes each) and short fields. */
export const RECIPE_MAX_BODY_BYTES = 64 * 1024;

const HOUR = 60 * 60_000;

/** Per cook: generous for someone writing by hand, a wall for a script filling the database. */
export const recipeRateLimits = {
  writesPerCook: {
    name: "recipes:write",
    limit: 60,
    windowMs: HOUR,
    message: "You have changed many recipes in a short time. Please wait a while and try again.",
    code: "recipe_changes_limit",
  },
  picturesPerCook: {
    name: "recipes:picture",
    limit: 30,
    windowMs: HOUR,
    message: "You have uploaded many pictures in a short time. Please wait a while and try again.",
    code: "picture_uploads_limit",
  },
} satisfies Record<string, RateLimitRule>;
