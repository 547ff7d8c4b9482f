/**
 * Limits a browser form shows before anything is sent (a textarea's maxLength, a file input's
 * accept), in a module without zod: a page whose only need is a number here (the recipe page's
 * "I made it") does not load the schemas' library with it (issue 37). The schemas that enforce
 * them on the server (recipes.ts, cookbook.ts) read the same values from here.
 */

/** An uploaded picture: what the form offers and the server accepts (checked by content there). */
export const RECIPE_PICTURE = {
  maxBytes: 5 * 1024 * 1024,
  types: ["image/jpeg", "image/png", "image/webp"],
  /** The multipart field of POST /api/recipes/<id>/image. */
  field: "image",
} as const;

/** Issue 37, "I made it": a short note and the changes, each at most this long. */
export const MADE_IT_TEXT_MAX = 500;
