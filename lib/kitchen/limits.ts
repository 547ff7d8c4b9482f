import type { RateLimitRule } from "@/lib/platform/rate-limit";

const MINUTE = 60_000;

/** Largest body the kitchen routes read: a name, an id, a few numbers; a typed shopping line. */
export const KITCHEN_MAX_BODY_BYTES = 4 * 1024;

/**
 * One budget for every kitchen write (hearts, collections, plan, shopping list, units), per cook:
 * generous for a cook ticking a long list in a shop, low enough that a script cannot fill the
 * database between the caps below.
 */
export const kitchenRateLimit: RateLimitRule = {
  name: "kitchen:cook",
  limit: 300,
  windowMs: 10 * MINUTE,
  message: "Too many changes in a short time. Please wait a few minutes and try again.",
};

/** Caps on a cook's lists: far above a home cook's use, and every list page stays one query. */
export const KITCHEN_CAPS = {
  savedRecipes: 500,
  collections: 50,
  recipesPerCollection: 200,
  plannedMealsPerWeek: 63,
  shoppingItems: 300,
} as const;
