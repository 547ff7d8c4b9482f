import { describe, expect, it } from "vitest";
import { DELETE as unpublishRoute, PUT as publishRoute } from "@/app/api/recipes/[id]/public/route";
import sitemap from "@/app/sitemap";
import { db } from "@/lib/platform/database";
import { GONE_FOR_MS, findPublicAddress, publicPathOf, slugOf } from "@/lib/own-recipes/publishing";
import { deleteAccount } from "@/lib/account/delete-account";
import { publicRecipeGone, publicRecipePage } from "@/lib/web/pages/public-recipe-page";
import { seedCook, type Cook } from "../support/accounts";
import { rated } from "../support/ratings";
import { api, createdRecipe, recipeBody, uniqueWord, RECIPE_TEST_OPTIONS } from "../support/recipes";
import { BASE, browserRequest } from "../support/requests";

const params = (id: string) => ({ params: Promise.resolve({ id }) });
const publish = (by: Cook | null, id: string) =>
  publishRoute(browserRequest("PUT", `${BASE}/api/recipes/${id}/public`, undefined, { headers: { ...by?.headers } }), params(id));
const unpublish = (by: Cook | null, id: string) =>
  unpublishRoute(browserRequest("DELETE", `${BASE}/api/recipes/${id}/public`, undefined, { headers: { ...by?.headers } }), params(id));

async function published(by: Cook, id: string): Promise<string> {
  const response = await publish(by, id);
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(body.public).toBe(true);
  return body.path.replace(/^\/r\//, "");
}

const sitemapPaths = async () => (await sitemap()).map((entry) => new URL(entry.url).pathname);

describe("publishing a recipe at /r/<slug>", RECIPE_TEST_OPTIONS, () => {
  it("keeps a new recipe private until its cook publishes it, then shows it to anyone with only the cook's name", async () => {
    const ada = await seedCook();
    const recipe = await createdRecipe(ada, { name: `${uniqueWord()} Crème Brûlée` });
    const slug = slugOf(recipe.name);
    expect(slug).toMatch(/^[a-z]+-creme-brulee$/);
    expect((await publicRecipePage(slug)).status).toBe("not found");
    expect(await sitemapPaths()).not.toContain(`/r/${slug}`);

    expect(await published(ada, recipe.id)).toBe(slug);
    const page = await publicRecipePage(slug);
    if (page.status !== "found") throw new Error(`expected the recipe, got ${page.status}`);
    expect(page.meal.name).toBe(recipe.name);
    expect(page.meal.author).toEqual({ id: "", name: ada.name });
    expect(JSON.stringify(page)).not.toContain(ada.id);
    expect(JSON.stringify(page)).not.toContain(ada.email);
    expect(page.rating).toBeNull();
    expect(await sitemapPaths()).toContain(`/r/${slug}`);
    // And once per language (issue 35), each naming the others, English as x-default.
    expect(await sitemapPaths()).toEqual(expect.arrayContaining([`/lang/de/r/${slug}`, `/lang/fr/r/${slug}`, `/lang/es/r/${slug}`]));
    const german = (await sitemap()).find((entry) => entry.url.endsWith(`/lang/de/r/${slug}`));
    expect(german?.alternates?.languages).toMatchObject({ en: expect.stringMatching(new RegExp(`/r/${slug}$`)), "x-default": expect.stringMatching(new RegExp(`[^g]/r/${slug}$`)) });
    // Publishing again changes nothing.
    expect(await published(ada, recipe.id)).toBe(slug);
  });

  it("lets only the recipe's cook publish or unpublish it", async () => {
    const [ada, bob] = await Promise.all([seedCook(), seedCook()]);
    const recipe = await createdRecipe(ada);
    expect((await publish(bob, recipe.id)).status).toBe(403);
    expect((await unpublish(bob, recipe.id)).status).toBe(403);
    expect((await publish(null, recipe.id)).status).toBe(401);
    expect((await publish(ada, "aaaaaaaaaaaaaaaaaaaa")).status).toBe(404);
    expect((await publish(ada, "not-an-id")).status).toBe(400);
    expect((await publicRecipePage(slugOf(recipe.name))).status).toBe("not found");
  });

  it("gives a second recipe of the same name its own address", async () => {
    const [ada, bob] = await Promise.all([seedCook(), seedCook()]);
    const name = `${uniqueWord()} dal`;
    const first = await createdRecipe(ada, { name });
    const second = await createdRecipe(bob, { name });
    const base = slugOf(name);
    expect(await published(ada, first.id)).toBe(base);
    expect(await published(bob, second.id)).toBe(`${base}-2`);
  });

  it("moves the address with a new name and redirects the old one", async () => {
    const ada = await seedCook();
    const recipe = await createdRecipe(ada);
    const oldSlug = await published(ada, recipe.id);
    const renamed = recipeBody({ name: `${uniqueWord()} red lentil soup` });
    expect((await api.update(ada, recipe.id, renamed)).status).toBe(200);
    const newSlug = slugOf(renamed.name as string);
    expect(await publicRecipePage(oldSlug)).toEqual({ status: "moved", slug: newSlug });
    expect((await publicRecipePage(newSlug)).status).toBe("found");
  });

  it("takes the page and its sitemap entry away at once on unpublishing: gone for a day, then not found", async () => {
    const ada = await seedCook();
    const recipe = await createdRecipe(ada);
    const slug = await published(ada, recipe.id);
    const response = await unpublish(ada, recipe.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ public: false, path: null });
    expect(await publicRecipePage(slug)).toEqual({ status: "gone" });
    expect(await publicRecipeGone(slug)).toBe(true);
    expect(await sitemapPaths()).not.toContain(`/r/${slug}`);
    expect(await sitemapPaths()).not.toContain(`/lang/de/r/${slug}`);
    expect(await findPublicAddress(slug, new Date(Date.now() + GONE_FOR_MS + 60_000))).toBeNull();
    // Publishing again gives back the same address.
    expect(await published(ada, recipe.id)).toBe(slug);
    expect((await publicRecipePage(slug)).status).toBe("found");
  });

  it("answers a deleted public recipe's addresses 410 for a day, then 404, as unpublishing does; a cook's deleted account too", async () => {
    const ada = await seedCook();
    const recipe = await createdRecipe(ada);
    const oldSlug = await published(ada, recipe.id);
    const renamed = `${uniqueWord()} Pie`;
    expect((await api.update(ada, recipe.id, recipeBody({ name: renamed }))).status).toBe(200);
    const slug = slugOf(renamed);
    expect((await publicRecipePage(slug)).status).toBe("found");
    expect((await api.remove(ada, recipe.id)).status).toBe(200);
    for (const address of [slug, oldSlug]) {
      expect(await publicRecipePage(address)).toEqual({ status: "gone" });
      expect(await publicRecipeGone(address)).toBe(true);
      expect(await findPublicAddress(address, new Date(Date.now() + GONE_FOR_MS + 60_000))).toBeNull();
    }
    expect(await sitemapPaths()).not.toContain(`/r/${slug}`);

    // A recipe that takes the address again is shown there.
    const again = await createdRecipe(ada, { name: renamed });
    expect(await published(ada, again.id)).toBe(slug);
    expect((await publicRecipePage(slug)).status).toBe("found");

    const bea = await seedCook();
    const beas = await published(bea, (await createdRecipe(bea)).id);
    await deleteAccount((await db.user.findUniqueOrThrow({ where: { email: bea.email } })).id);
    expect(await publicRecipePage(beas)).toEqual({ status: "gone" });
  });

  it("names a meal's public address for the signed-in page's canonical link: a catalog meal's, a published recipe's, none for a private one", async () => {
    const ada = await seedCook();
    const recipe = await createdRecipe(ada);
    expect(await publicPathOf(recipe.id)).toBeNull();
    const slug = await published(ada, recipe.id);
    expect(await publicPathOf(recipe.id)).toBe(`/r/${slug}`);
    const catalogMeal = await db.meal.findFirstOrThrow({ where: { origin: "catalog" }, orderBy: { id: "asc" }, select: { id: true, name: true } });
    expect(await publicPathOf(catalogMeal.id)).toBe(`/r/${slugOf(catalogMeal.name)}`);
  });

  it("shows the ratings summary, which follows a new rating", async () => {
    const [ada, bob] = await Promise.all([seedCook(), seedCook()]);
    const recipe = await createdRecipe(ada);
    const slug = await published(ada, recipe.id);
    await rated(bob, recipe.id, 4);
    const page = await publicRecipePage(slug);
    expect(page.status === "found" && page.rating).toEqual({ average: 4, count: 1 });
  });

  it("gives every catalog meal a public page by its name, listed in the sitemap", async () => {
    const meal = await db.meal.findFirstOrThrow({ where: { origin: "catalog" }, orderBy: { id: "asc" } });
    const page = await publicRecipePage(slugOf(meal.name));
    expect(page.status === "found" && page.meal.id).toBe(meal.id);
    expect(await sitemapPaths()).toContain(`/r/${slugOf(meal.name)}`);
  });

  it("lists the indexed public pages first in the sitemap, those in every language once per language", async () => {
    const paths = await sitemapPaths();
    const firstRecipe = paths.findIndex((path) => path.startsWith("/r/"));
    const pages = firstRecipe === -1 ? paths : paths.slice(0, firstRecipe);
    expect(pages.filter((path) => !path.startsWith("/lang/"))).toEqual(["/", "/aboutHome", "/contactHome", "/tipsHome", "/developers", "/login", "/signup"]);
    for (const page of ["", "/aboutHome", "/contactHome", "/tipsHome", "/developers"]) {
      for (const locale of ["de", "fr", "es"]) expect(pages).toContain(`/lang/${locale}${page}`);
    }
  });
});
