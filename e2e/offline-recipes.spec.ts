import type { Page } from "@playwright/test";
import { catalog } from "./support/catalog";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { openAccountMenu } from "./support/navigation";

// What the service worker does is what this file tests (the other specs run without it: playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/**
 * Recipes read offline (issue 30): a recipe page a cook opened once, and the recipes they saved
 * or planned this week without opening them, open with no network, picture and all; the page
 * says so; the offline page keeps the signed-in navigation, but never after a logout, when the
 * private pages are gone too. Waits are on states the page reaches, never on time.
 */
const [opened, saved, planned] = catalog.filter((meal) => meal.ingredients.length >= 4).slice(3, 6) as [
  (typeof catalog)[number],
  (typeof catalog)[number],
  (typeof catalog)[number],
];

const controlled = (page: Page) => page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
const kitchenKept = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.kitchenKept === "true");
const offlinePage = (page: Page) => page.getByRole("heading", { level: 1, name: "You are offline" });
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** The recipe page shows its title, every ingredient line and its picture, decoded (from the cache when offline). */
async function expectRecipeShown(page: Page, meal: (typeof catalog)[number]) {
  await expect(page.getByRole("heading", { level: 1, name: meal.name })).toBeVisible();
  await expect(page.locator(".ingredient-list li")).toHaveCount(meal.ingredients.length);
  await expect(page.locator(".ingredient-list li").first()).toContainText(meal.ingredients[0]!.name);
  await page.waitForFunction(() => {
    const picture = document.querySelector<HTMLImageElement>("img.recipe__picture");
    return Boolean(picture?.complete && picture.naturalWidth > 0);
  });
}

test("a recipe opened once (even as the first page, before the worker ran) reads offline with its picture, and says so", async ({ page, context, signIn }) => {
  test.slow();
  await signIn();
  // A link followed from a message: the first page this browser ever loads from Res-pe.
  await page.goto(`/recipeDetail/${opened.id}`);
  await controlled(page);
  const status = page.getByRole("status").filter({ hasText: "Available offline ✓" });
  await expect(status).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("recipe-kept-dark.png") });
  await page.emulateMedia({ colorScheme: "light" });

  await context.setOffline(true);
  await page.goto(`/recipeDetail/${opened.id}`);
  await expectRecipeShown(page, opened);
  await expect(status).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("recipe-offline.png"), fullPage: false });
});

test("saved and planned recipes never opened read offline once the app has kept them", async ({ page, context, signIn }) => {
  test.slow();
  await signIn();
  expect((await context.request.put(`/api/saved/${saved.id}`)).ok()).toBe(true);
  const day = new Date().toISOString().slice(0, 10);
  expect((await context.request.post("/api/plan", { data: { mealId: planned.id, day, slot: "dinner", servings: 2 } })).status()).toBe(201);

  await page.goto("/home");
  await controlled(page);
  await kitchenKept(page);

  await context.setOffline(true);
  for (const meal of [saved, planned]) {
    await page.goto(`/recipeDetail/${meal.id}`);
    await expectRecipeShown(page, meal);
    await expect(page.getByRole("status").filter({ hasText: "Available offline ✓" })).toBeVisible();
  }
});

test("the offline page keeps the signed-in navigation; after a logout, offline, the private pages and that navigation are gone", async ({ page, context, signIn }) => {
  test.slow();
  await signIn();
  await page.goto("/home");
  await controlled(page);
  await page.goto(`/recipeDetail/${opened.id}`);
  await expect(page.getByRole("heading", { level: 1, name: opened.name })).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/recipeDetail/${opened.id}`);
  await expectRecipeShown(page, opened);
  // A page this cook never opened.
  await page.goto("/ranking");
  await expect(offlinePage(page)).toBeVisible();
  await expect(mainNav(page).locator('a[href="/myRecipes"]')).toHaveCount(1);
  await expect(mainNav(page).locator('a[href="/aboutHome"]')).toHaveCount(0);
  // The bar works offline as on any signed-in page (its account menu opens).
  await expect((await openAccountMenu(page)).getByRole("button", { name: "Log out" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("offline-signed-in.png"), fullPage: true });

  await context.setOffline(false);
  await page.goto("/home");
  await (await openAccountMenu(page)).getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login/);
  await controlled(page);

  await context.setOffline(true);
  await page.goto(`/recipeDetail/${opened.id}`);
  await expect(offlinePage(page)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: opened.name })).toHaveCount(0);
  await expect(mainNav(page).locator('a[href="/aboutHome"]')).toHaveCount(1);
  await expect(mainNav(page).locator('a[href="/myRecipes"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
