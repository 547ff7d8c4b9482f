/** Pages anyone may open. `indexed`: listed in the sitemap for search engines. */
export const PUBLIC_ROUTES = [
  { path: "/", indexed: true },
  { path: "/aboutHome", indexed: true },
  { path: "/contactHome", indexed: true },
  { path: "/login", indexed: false },
  { path: "/signup", indexed: false },
  { path: "/forgotPassword", indexed: false },
  { path: "/changePassword", indexed: false },
] as const;

/** Prefixes of the pages for signed-in cooks only (the request gate and robots.txt use them). */
export const SIGNED_IN_ROUTES = [
  "/home",
  "/aiChef",
  "/category",
  "/about",
  "/contact",
  "/recipeDetail",
] as const;
