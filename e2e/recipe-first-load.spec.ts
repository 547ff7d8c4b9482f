import type { Page, Request } from "@playwright/test";
import { catalog } from "./support/catalog";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

/**
 * Issue 37: a recipe page's first load carries what its reader sees at once; cook mode's screen
 * and the plan/list/collections sheet's panels are fetched when a cook opens them. Seen as a
 * reader's browser sees it: a script fetched on opening, none of it before.
 */
const meal = catalog.find((candidate) => candidate.id === "10001")!; // Apple Crumble
const slug = meal.name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** Loads `path` and lets every script of its first load arrive. */
async function openWhole(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
}

const isScript = (request: Request) => request.resourceType() === "script";

test("a visitor's public page fetches cook mode's screen only when it is opened, and it works at once", async ({ page }) => {
  await openWhole(page, `/r/${slug}`);
  const fetched = page.waitForRequest(isScript);
  await page.getByRole("button", { name: "Cook mode" }).click();
  await fetched;
  const dialog = page.getByRole("dialog", { name: `Cook mode: ${meal.name}` });
  await expect(dialog.getByRole("heading", { name: /^Step 1 of \d+$/ })).toBeFocused();
  await dialog.getByRole("button", { name: "Next step →" }).click();
  await expect(dialog.getByRole("heading", { name: /^Step 2 of \d+$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Cook mode" })).toBeFocused();
});

test("the signed-in recipe page fetches the sheet's panels when the sheet opens, and they work", async ({ page, signIn }) => {
  await signIn();
  await openWhole(page, `/recipeDetail/${meal.id}`);
  const fetched = page.waitForRequest(isScript);
  await page.getByRole("button", { name: "Plan, list, collections" }).click();
  await fetched;
  const sheet = page.getByRole("dialog", { name: "Plan, list and collections" });
  await sheet.getByRole("button", { name: "Add ingredients to shopping list" }).click();
  await expect(page.getByText("Added the ingredients for 6 servings to your shopping list.")).toBeVisible();
  await expect(sheet).toBeHidden();
  await expectNoAxeViolations(page);
});

/**
 * Issue 31: the servings and units rules, the "I made it" form and the owner's Delete question
 * come when a cook reaches for them; the page as first drawn is the server's.
 */
test("the signed-in recipe page fetches the scaling rules on the first touch of the servings, and the lines follow", async ({ page, signIn }) => {
  await signIn();
  await openWhole(page, `/recipeDetail/${meal.id}`);
  const lines = page.locator(".ingredient-list li");
  const asWritten = await lines.allTextContents();
  const servings = page.getByRole("spinbutton", { name: "Servings" });
  const first = Number(await servings.inputValue());
  const more = page.getByRole("button", { name: "More servings" });
  const fetched = page.waitForRequest(isScript);
  await more.click();
  await fetched;
  await expect(servings).toHaveValue(String(first + 1));
  await expect(lines).not.toHaveText(asWritten);
  await expect(page.locator(".ingredient-list")).not.toHaveAttribute("aria-busy");
  await expectNoAxeViolations(page);
});

test("the “I made it” form is fetched when its sheet opens, and it is there to fill in", async ({ page, signIn }) => {
  await signIn();
  await openWhole(page, `/recipeDetail/${meal.id}`);
  const fetched = page.waitForRequest(isScript);
  await page.getByRole("button", { name: "I made it" }).click();
  await fetched;
  const sheet = page.getByRole("dialog", { name: `I made “${meal.name}”` });
  await sheet.getByLabel("Note (how it went)").fill("Crisp on top.");
  await expect(sheet.getByRole("button", { name: "Save note" })).toBeEnabled();
  await expectNoAxeViolations(page);
});
