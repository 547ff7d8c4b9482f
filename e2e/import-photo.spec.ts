import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { SAMPLE_CARDS, recipeCardPhoto, recipeCardText, textPdf } from "../tooling/recipe-cards";
import { collectPageErrors, expect, expectNoAxeViolations, test } from "./support/fixtures";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

async function screenshot(page: Page, name: string, isMobile: boolean) {
  const dir = path.resolve(".tmp", "screenshots");
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `import-photo-${name}-${isMobile ? "phone" : "desktop"}.png`), fullPage: true });
}

async function bothThemesPassAxe(page: Page) {
  for (const colorScheme of ["dark", "light"] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page);
  }
}

test("a photo of a recipe card becomes an editable preview beside the photo, is corrected and saved", async ({ page, signIn, isMobile }) => {
  test.slow(); // the text of a photo is recognised on the server: seconds of a busy core
  const errors = collectPageErrors(page);
  await signIn();
  await page.goto("/myRecipes/import");
  await page.getByRole("tab", { name: "From a photo" }).click();
  await expect(page.getByRole("tab", { name: "From a photo" })).toHaveAttribute("aria-selected", "true");
  await bothThemesPassAxe(page);
  await screenshot(page, "ask", isMobile);

  const photo = await recipeCardPhoto(SAMPLE_CARDS[1]!, { rotate: 1.5, paper: true });
  await page.getByLabel("Photos of the recipe, or a PDF", { exact: true }).setInputFiles({ name: "soup.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByRole("button", { name: "Read the recipe" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Check “Quick Tomato Soup”, then save it" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("img", { name: "Your photo, as Res-pe read it" })).toBeVisible();
  await expect(page.getByLabel("Ingredient 4", { exact: true })).toHaveValue("chopped tomatoes");
  await expect(page.getByLabel("Measure 4", { exact: true })).toHaveValue(/^2 ?x 400 g tins$/);
  await expect(page.getByLabel("Servings", { exact: true })).toHaveValue("4");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await bothThemesPassAxe(page);
  await screenshot(page, "preview", isMobile);

  // The cook corrects the preview, then saves it.
  const name = `Quick Tomato Soup ${Date.now().toString(36)}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  // Miscellaneous: the category specs count the cards of the menu's categories (pantry.spec.ts).
  await page.getByLabel("Category", { exact: true }).selectOption("Miscellaneous");
  await page.getByLabel("Area", { exact: true }).fill("British");
  await page.getByRole("button", { name: "Save recipe" }).click();
  await expect(toast(page, `“${name}” is saved.`)).toBeVisible();
  await expect(page).toHaveURL("/myRecipes");
  expect(errors).toEqual([]);
});

test("a PDF with two recipes offers both, and after saving one offers the other; a page without recipe data gives a preview", async ({ page, signIn, isMobile }) => {
  test.slow();
  await signIn();
  await page.goto("/myRecipes/import");
  await page.getByRole("tab", { name: "From a photo" }).click();
  const pdf = textPdf([recipeCardText(SAMPLE_CARDS[0]!), recipeCardText(SAMPLE_CARDS[1]!)]);
  await page.getByLabel("Photos of the recipe, or a PDF", { exact: true }).setInputFiles({ name: "recipes.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Read the recipe" }).click();
  // The server may be reading another cook's photos: the PDF waits its turn.
  await expect(page.getByRole("heading", { level: 2, name: "The file holds 2 recipes" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("button", { name: /^Open “/ })).toHaveText(["Open “Lemon Drizzle Cake”", "Open “Quick Tomato Soup”"]);
  await bothThemesPassAxe(page);
  await screenshot(page, "pdf", isMobile);
  await page.getByRole("button", { name: "Open “Quick Tomato Soup”" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Check “Quick Tomato Soup”, then save it" })).toBeVisible();
  await page.getByRole("button", { name: "Back to the 2 recipes in the file" }).click();
  await page.getByRole("button", { name: "Open “Lemon Drizzle Cake”" }).click();
  await expect(page.getByLabel("Ingredient 1", { exact: true })).toHaveValue("unsalted butter, softened");

  // Saving one recipe of the file comes back to the others, each of which can be saved in turn.
  const suffix = Date.now().toString(36);
  const saveAs = async (name: string) => {
    await page.getByLabel("Name", { exact: true }).fill(name);
    // Miscellaneous: the category specs count the cards of the menu's categories (pantry.spec.ts).
    await page.getByLabel("Category", { exact: true }).selectOption("Miscellaneous");
    await page.getByLabel("Area", { exact: true }).fill("British");
    await page.getByRole("button", { name: "Save recipe" }).click();
    await expect(toast(page, `“${name}” is saved.`)).toBeVisible();
  };
  const cake = `Lemon Drizzle Cake ${suffix}`;
  await saveAs(cake);
  await expect(page.getByRole("heading", { level: 2, name: "The file holds 2 recipes" })).toBeFocused();
  await expect(page).toHaveURL(/\/myRecipes\/import/);
  await expect(page.locator(".import-choices")).toContainText(`“${cake}” is saved.`);
  await expect(page.getByRole("link", { name: `See “${cake}”` })).toHaveAttribute("href", /^\/recipeDetail\//);
  await expect(page.getByRole("button", { name: /^Open “/ })).toHaveText(["Open “Quick Tomato Soup”"]);
  await bothThemesPassAxe(page);
  await screenshot(page, "pdf-one-saved", isMobile);
  await page.getByRole("button", { name: "Open “Quick Tomato Soup”" }).click();
  const soup = `Quick Tomato Soup ${suffix}`;
  await saveAs(soup);
  await expect(page.getByText("All 2 recipes of the file are saved.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Open “/ })).toHaveCount(0);
  await screenshot(page, "pdf-all-saved", isMobile);
  await page.getByRole("link", { name: "See My Recipes" }).click();
  await expect(page).toHaveURL("/myRecipes");

  // The web page tab: a blog post with its recipe in the text only.
  await page.goto("/myRecipes/import");
  await page.getByText("The page needs a login, or will not load? Paste its HTML instead").click();
  const html =
    "<html><head><title>Flapjacks</title></head><body><article><h1>Sticky Flapjacks</h1><p>These are the flapjacks my children ask for every week, chewy in the middle and crisp at the edges, and they keep for days in a tin if you hide them well enough.</p>" +
    "<p>Makes 12</p><h2>Ingredients</h2><ul><li>250 g porridge oats</li><li>125 g butter</li><li>125 g golden syrup</li></ul><h2>Method</h2><ol><li>Melt the butter and syrup.</li><li>Stir in the oats and bake for 25 minutes at 180C.</li></ol></article></body></html>";
  await page.getByLabel("The page's HTML", { exact: true }).fill(html);
  await page.getByRole("button", { name: "Read this HTML" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Check “Sticky Flapjacks”, then save it" })).toBeVisible();
  await expect(page.getByLabel("Measure 1", { exact: true })).toHaveValue("250 g");
});
