import type { Locator } from "@playwright/test";
import { collectPageErrors, expect, expectNoAxeViolations, test } from "./support/fixtures";
import { catalog } from "./support/catalog";

/**
 * Issue 30: /home with no search answers "what's for dinner": Tonight from the cook's pantry (with
 * why), what the plan says for today, and the recipes to come back to; every card shows time,
 * difficulty and rating, opens its recipe anywhere and saves with its one Save.
 */

const MEAT = ["Chicken", "Pork", "Beef"];
const quick = catalog.filter((meal) => meal.totalMinutes <= 30 && !MEAT.includes(meal.category));
// The pantry holds everything of the quick meal with the most ingredients: at least it can be made in full.
const cooked = [...quick].sort((a, b) => b.ingredients.length - a.ingredients.length || a.id.localeCompare(b.id))[0]!;
const planned = quick.find((meal) => meal.id !== cooked.id && meal.name.length < 30)!;
const opened = quick.find((meal) => meal.id !== cooked.id && meal.id !== planned.id)!;

const card = (within: Locator, name: string) => within.getByRole("article", { name });

test("a cook's home shows Tonight from the pantry, today's plan and what they opened; a card opens and saves", async ({ page, context, signIn, isMobile }, testInfo) => {
  test.slow(); // two pages of cards, axe in both themes and a full-page screenshot
  const errors = collectPageErrors(page);
  await signIn();
  const today = new Date().toISOString().slice(0, 10);
  expect((await context.request.put("/api/pantry", { data: { items: cooked.ingredients.map((line) => line.name) } })).ok()).toBe(true);
  expect((await context.request.post("/api/plan", { data: { mealId: planned.id, day: today, slot: "dinner" } })).ok()).toBe(true);
  expect((await context.request.put(`/api/meals/${planned.id}/rating`, { data: { stars: 4 } })).ok()).toBe(true);
  await page.goto(`/recipeDetail/${opened.id}`);
  await expect(page.getByRole("heading", { level: 1, name: opened.name })).toBeVisible();

  await page.goto("/home");
  const tonight = page.getByRole("region", { name: "Tonight" });
  await expect(tonight.getByText("you can make with the most of what is in your pantry")).toBeVisible();
  // The first suggestion can be made with what the cook has, is quick, and says so.
  const first = tonight.getByRole("article").first();
  await expect(first.locator(".meal-card__reason")).toHaveText(/^You have all \d+ ingredients$/);
  const firstName = (await first.getByRole("heading", { level: 3 }).textContent())!;
  expect(catalog.find((meal) => meal.name === firstName)!.totalMinutes).toBeLessThanOrEqual(30);

  const todays = page.getByRole("region", { name: "Planned for today" });
  const plannedCard = card(todays, planned.name);
  await expect(plannedCard).toContainText("Dinner");
  // Time, difficulty and rating on the card.
  await expect(plannedCard).toContainText(/Total time \d+ min/);
  await expect(plannedCard).toContainText(/Difficulty (Easy|Medium|Hard)/);
  await expect(plannedCard).toContainText(/★ \d\.\d \(\d+\)/);

  const continuing = page.getByRole("region", { name: "Continue cooking" });
  // Only the recipe the cook opened: the cards' links do not count as opening theirs.
  await expect(continuing.getByRole("article")).toHaveCount(1);
  await expect(card(continuing, opened.name)).toContainText("You opened it lately");

  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath(`home-${isMobile ? 360 : 1280}.png`), fullPage: true });
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`home-dark-${isMobile ? 360 : 1280}.png`) });
  await page.emulateMedia({ colorScheme: "light" });

  // Save from the card: its own button, and then the recipe is under Continue cooking as saved.
  const save = plannedCard.getByRole("button", { name: "Save", exact: true });
  await Promise.all([page.waitForResponse((response) => response.url().endsWith(`/api/saved/${planned.id}`) && response.ok()), save.click()]);
  await expect(save).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL("/home");
  await page.reload();
  await expect(card(continuing, planned.name)).toContainText("You saved it");

  // The whole card opens the recipe: a click on its picture, away from the name.
  await card(todays, planned.name).click({ position: { x: 20, y: 20 } });
  await expect(page).toHaveURL(`/recipeDetail/${planned.id}`);
  await expect(page.getByRole("heading", { level: 1, name: planned.name })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a new cook with an empty pantry gets the best-rated quick meals and an invitation to fill the pantry and plan", async ({ page, signIn }) => {
  await signIn();
  await page.goto("/home");
  const tonight = page.getByRole("region", { name: "Tonight" });
  await expect(tonight.getByRole("article")).toHaveCount(4);
  for (const reason of await tonight.locator(".meal-card__reason").allTextContents()) expect(reason).toMatch(/^(Rated \d\.\d by \d+ cooks?|Ready in \d+ min)$/);
  await expect(tonight.getByRole("link", { name: "Add what is in your kitchen" })).toHaveAttribute("href", "/pantry");
  await expect(page.getByRole("region", { name: "Planned for today" }).getByRole("link", { name: "Plan your week" })).toHaveAttribute("href", "/plan");
  await expect(page.getByRole("region", { name: "Continue cooking" })).toHaveCount(0);
});
