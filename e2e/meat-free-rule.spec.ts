import type { Page } from "@playwright/test";
import { foldForSearch } from "../lib/platform/text";
import { catalog } from "./support/catalog";
import { collectPageErrors, expect, expectNoAxeViolations, test } from "./support/fixtures";

/**
 * Issue 30: Res-pe is meat-free by default and now says so where the rule hides dishes, with a
 * link to the account setting that shows them to this cook.
 */
const notice = (page: Page) => page.getByText(/chicken, beef or pork dish(es are| is) hidden — Res-pe is meat-free by default\./);
const cardTitle = (page: Page, name: string) => page.getByRole("article").getByRole("heading", { level: 2, name, exact: true });

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

test("searching 'chicken kiev' says a dish is hidden; the cook turns meat dishes on by keyboard and sees it", async ({ page }, testInfo) => {
  test.slow(); // two pages with axe audits, a setting saved and the search again
  const errors = collectPageErrors(page);
  await page.goto("/home?s=chicken+kiev");
  await expect(notice(page)).toHaveText("1 chicken, beef or pork dish is hidden — Res-pe is meat-free by default. Change this in your account.");
  await expect(cardTitle(page, "Chicken Kiev")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`finder-notice-dark-${testInfo.project.name}.png`) });
  await page.emulateMedia({ colorScheme: "light" });
  await page.screenshot({ path: testInfo.outputPath(`finder-notice-${testInfo.project.name}.png`), fullPage: true });

  await notice(page).getByRole("link", { name: "Change this in your account" }).click();
  await expect(page).toHaveURL(/\/account#meat-dishes$/);
  const show = page.getByRole("checkbox", { name: "Show chicken, beef and pork dishes" });
  // Off by default: the product stays meat-free unless the cook opts in.
  await expect(show).not.toBeChecked();
  await expectNoAxeViolations(page);
  await show.focus();
  await page.keyboard.press("Space");
  await expect(show).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("form", { name: "Meat dishes" }).getByRole("button", { name: "Save", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Chicken, beef and pork dishes now show in your searches.")).toBeVisible();
  await page.getByRole("region", { name: "Meat dishes" }).screenshot({ path: testInfo.outputPath(`account-meat-dishes-${testInfo.project.name}.png`) });

  await page.goto("/home?s=chicken+kiev");
  await expect(cardTitle(page, "Chicken Kiev")).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  // A reload of /account shows the choice kept.
  await page.goto("/account");
  await expect(show).toBeChecked();
  expect(errors).toEqual([]);
});

test("a letter's list says how many dishes the rule hid", async ({ page }) => {
  await page.goto("/home?f=c");
  const meatDishes = catalog.filter((meal) => ["Chicken", "Beef", "Pork"].includes(meal.category) && foldForSearch(meal.name).startsWith("c")).length;
  expect(meatDishes).toBeGreaterThan(1);
  // At least the catalog's own (cooks' recipes written elsewhere in the run may add to it).
  await expect(notice(page)).toBeVisible();
  const shown = Number((await notice(page).textContent())!.match(/^\d+/)![0]);
  expect(shown).toBeGreaterThanOrEqual(meatDishes);
});

test("the recipe form says what filing a recipe under Chicken means", async ({ page }, testInfo) => {
  await page.goto("/myRecipes/new");
  const note = page.getByText(/recipes are hidden from other cooks’ searches by default/);
  await expect(note).toHaveCount(0);
  await page.getByLabel("Category").selectOption("Chicken");
  await expect(note).toHaveText(/^Chicken recipes are hidden from other cooks’ searches by default/);
  await expectNoAxeViolations(page);
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`recipe-form-note-${testInfo.project.name}.png`) });
  await page.getByLabel("Category").selectOption("Dessert");
  await expect(note).toHaveCount(0);
});

test("the pantry's matches say how many meat dishes the rule hid", async ({ page }, testInfo) => {
  const saved = await page.request.put("/api/pantry", { data: { items: ["Chicken thighs", "Minced beef", "Onion", "Garlic", "Salt"] } });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto("/pantry");
  await expect(page.getByRole("status").filter({ hasText: /recipes? use what you have/ })).toBeVisible();
  await expect(notice(page)).toBeVisible();
  await expect(notice(page).getByRole("link", { name: "Change this in your account" })).toHaveAttribute("href", "/account#meat-dishes");
  await expectNoAxeViolations(page);
  await notice(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`pantry-notice-${testInfo.project.name}.png`) });
});
