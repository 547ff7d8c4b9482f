/**
 * What the Lighthouse benchmark visits: every public page, and every signed-in page as a cook who
 * signed in through the real routes and has a recipe of their own, a saved recipe, a planned meal,
 * a shopping list and a pantry (so no signed-in page is measured empty).
 */
import { logIn, signUp, type BenchAccount } from "./bench-account";
import { SAMPLE_PASSWORD, SAMPLE_RECIPE } from "../../tooling/samples";

/** The catalog recipe the cook saves, plans and shops for (a Vegetarian dish of the seed catalog). */
export const CATALOG_RECIPE = "10005";

export const PUBLIC_PAGES = [
  "/",
  "/aboutHome",
  "/contactHome",
  "/tipsHome",
  "/developers",
  "/signup",
  "/login",
  "/forgotPassword",
  "/changePassword",
  "/offline",
];

/**
 * Public, but noindex on purpose: like the 404 page, the page the app's worker shows for what it
 * has not kept offline is an answer, not a page to find.
 */
export const NOINDEX_PUBLIC_PAGES = ["/offline"];

export function signedInPages(ownRecipeId: string): string[] {
  return [
    "/home",
    "/home?f=d",
    "/category",
    "/category?c=Vegetarian",
    `/recipeDetail/${CATALOG_RECIPE}`,
    `/recipeDetail/${ownRecipeId}`,
    "/aiChef",
    "/pantry",
    "/myRecipes",
    "/myRecipes/new",
    "/myRecipes/import",
    `/myRecipes/${ownRecipeId}/edit`,
    "/saved",
    "/plan",
    "/shopping",
    "/ranking",
    "/account",
    "/tips",
    "/contact",
    "/about",
  ];
}

async function send(origin: string, cookie: string, method: string, route: string, body: unknown, expected: number[]): Promise<unknown> {
  const response = await fetch(`${origin}${route}`, {
    method,
    headers: { cookie, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!expected.includes(response.status)) throw new Error(`${method} ${route} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * Signs a cook up and in, and gives them a recipe (made public), a saved recipe, a plan and a list.
 * With a language other than English, the cook's setting is that language (issue 35 measures the
 * pages in German too).
 */
export async function seededCook(origin: string, language = "en"): Promise<{ cookie: string; ownRecipeId: string; publicRecipe: string }> {
  const account: BenchAccount = { name: "Lighthouse Cook", email: "lighthouse-cook@example.com", password: SAMPLE_PASSWORD };
  await signUp(origin, account);
  const { cookie } = await logIn(origin, account);
  if (language !== "en") await send(origin, cookie, "PUT", "/api/account/language", { locale: language }, [200]);
  const recipe = (await send(origin, cookie, "POST", "/api/recipes", { ...SAMPLE_RECIPE, name: "Lentil soup for the lighthouse" }, [200, 201])) as { id: string };
  await send(origin, cookie, "PUT", `/api/saved/${CATALOG_RECIPE}`, undefined, [200, 201]);
  const today = new Date().toISOString().slice(0, 10);
  await send(origin, cookie, "POST", "/api/plan", { mealId: CATALOG_RECIPE, day: today, slot: "dinner" }, [200, 201]);
  await send(origin, cookie, "POST", "/api/plan", { mealId: recipe.id, day: today, slot: "lunch" }, [200, 201]);
  await send(origin, cookie, "POST", "/api/shopping/from-recipe", { mealId: CATALOG_RECIPE, servings: 2 }, [200, 201]);
  const pantry = ["Salt", "Pepper", "Oil", "Water", "Onions", "Garlic", "Tomatoes", "Eggs", "Rice", "Lemon", "Potatoes", "Spinach"];
  await send(origin, cookie, "PUT", "/api/pantry", { items: pantry }, [200]);
  // Shared at /r/<slug>: the public recipe page, measured signed out.
  const shared = (await send(origin, cookie, "PUT", `/api/recipes/${recipe.id}/public`, undefined, [200])) as { path: string };
  return { cookie, ownRecipeId: recipe.id, publicRecipe: shared.path };
}
