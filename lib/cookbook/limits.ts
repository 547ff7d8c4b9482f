/** Largest body the cookbook's routes read: a collection's name. */
export const COOKBOOK_MAX_BODY_BYTES = 4 * 1024;

/** Caps on a cook's cookbook: far above a home cook's use, and every list page stays one query. */
export const COOKBOOK_CAPS = {
  savedRecipes: 500,
  collections: 50,
  recipesPerCollection: 200,
  /** Working (not revoked, not expired) share links. */
  shareLinks: 100,
  /** "I made it" notes: years of cooking every day. */
  madeItNotes: 5000,
} as const;
