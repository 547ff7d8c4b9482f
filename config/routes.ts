/**
 * Pages anyone may open, none of them noindex (a search for "Res-pe log in" should find the form).
 * `indexed`: listed in the sitemap for search engines (the reset steps are not landing pages, so
 * they are left out of it). `sameForEveryone`:
 * the page never depends on who asks, so the production server may answer it from memory
 * without running the proxy (see server/prerendered-pages.ts); a page the gate must see
 * (e.g. /login, which sends signed-in users on to /home) must not set it.
 */
export const PUBLIC_ROUTES = [
  { path: "/", indexed: true, sameForEveryone: true },
  { path: "/aboutHome", indexed: true, sameForEveryone: true },
  { path: "/contactHome", indexed: true, sameForEveryone: true },
  { path: "/tipsHome", indexed: true, sameForEveryone: true },
  { path: "/developers", indexed: true, sameForEveryone: true },
  { path: "/login", indexed: true, sameForEveryone: false },
  { path: "/signup", indexed: true, sameForEveryone: false },
  { path: "/forgotPassword", indexed: false, sameForEveryone: false },
  { path: "/changePassword", indexed: false, sameForEveryone: false },
] as const;

/** Prefixes of the pages for signed-in cooks only (the request gate and robots.txt use them). */
export const SIGNED_IN_ROUTES = [
  "/home",
  "/aiChef",
  "/category",
  "/about",
  "/contact",
  "/recipeDetail",
  "/myRecipes",
  "/ranking",
  "/account",
  "/tips",
  "/pantry",
  "/plan",
  "/saved",
  "/shopping",
  "/admin",
  "/household",
] as const;

/** Set by the request gate: the page that was asked for, so the signed-in layout can send a
 * visitor to /login with a way back. */
export const REQUESTED_PATH_HEADER = "x-res-pe-path";

/**
 * Read-only share links (issue 37): `/s/<token>` opens signed out, so it is in neither list above
 * (the request gate lets it through), and it is never indexed (noindex and X-Robots-Tag).
 */
export const SHARED_PAGE_PREFIX = "/s/";

/**
 * Sent by the production server (server/public-recipe-pages.ts) when it asks Next to draw a public
 * recipe page it will keep for every visitor: the request gate then gives it no CSP nonce (the
 * server allows the page's inline scripts by their hashes) and names no cook.
 */
export const WHOLE_PAGE_HEADER = "x-res-pe-whole-page";
