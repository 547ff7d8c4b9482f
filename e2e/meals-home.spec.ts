import { expect, expectNoAxeViolations, test, collectPageErrors } from "./support/fixtures";
import { catalog, catalogMealsStartingWith } from "./support/catalog";

const cards = (within: import("@playwright/test").Page | import("@playwright/test").Locator) => within.getByRole("article");

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

test("first load searches the letter a, server-rendered, with no Chicken, Pork or Beef", async ({ page }) => {
  test.slow(); // axe on /home's sections and the letter's list of cards
  const errors = collectPageErrors(page);
  const expected = catalogMealsStartingWith("a");
  const response = await page.goto("/home");
  // The first results are in the HTML the server sent: no empty page while scripts load.
  const html = await response!.text();
  expect(html).toContain(expected[0]!.name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));

  await expect(page.getByRole("heading", { level: 1, name: "Recipe Finder" })).toBeVisible();
  // Below /home's own sections (Tonight, today's plan), under a heading that says what it is.
  const letterList = page.getByRole("region", { name: "Meals starting with A" });
  await expect(letterList.getByRole("heading", { level: 2, name: "Meals starting with A" })).toBeVisible();
  await expect(cards(letterList)).toHaveCount(expected.length);
  for (const card of await cards(letterList).all()) {
    const name = (await card.getByRole("heading", { level: 3 }).textContent())!;
    expect(name).toMatch(/^[AÁÀÂÄaá]/);
    // Only the letter's meals without Chicken, Pork or Beef, each card one link to its recipe.
    const meal = expected.find((m) => m.name === name);
    expect(meal, name).toBeDefined();
    await expect(card.getByRole("link")).toHaveAttribute("href", `/recipeDetail/${meal!.id}`);
  }
  // Pictures reserve their box (width and height) and only the first screenful loads at once.
  const pictures = page.locator(".meal-card__picture");
  await expect(pictures.first()).toHaveAttribute("width", "400");
  await expect(pictures.first()).toHaveAttribute("height", "400");
  await expect(page.locator('.meal-card__picture[loading="eager"]')).toHaveCount(3);
  // Nothing sticks out sideways, even at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("a name search lives in the URL and survives a reload", async ({ page }) => {
  const meal = catalog.find((m) => m.name === "Crème Brûlée") ?? catalogMealsStartingWith("c")[0]!;
  await page.goto("/home");
  // Typed without accents and in lower case, as a cook on a phone would.
  const term = meal.name.normalize("NFKD").replace(/\p{Mn}/gu, "").toLowerCase();
  await page.getByRole("combobox", { name: "Meal name" }).fill(term);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(`/home?s=${encodeURIComponent(term).replace(/%20/g, "+")}`);
  await expect(page.getByRole("heading", { level: 2, name: meal.name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: meal.name })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Meal name" })).toHaveValue(term);
  await page.goBack();
  await expect(page).toHaveURL("/home");
});

test("searching with an empty box does nothing", async ({ page }) => {
  await page.goto("/home");
  await expect(cards(page).first()).toBeVisible();
  const before = await cards(page).count();
  await page.getByRole("combobox", { name: "Meal name" }).fill("   ");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL("/home");
  await expect(cards(page)).toHaveCount(before);
});

test("the letter panel opens, searches a letter and closes, by keyboard too", async ({ page }) => {
  test.slow(); // axe on /home's sections and the letter's list of cards
  await page.goto("/home");
  const toggle = page.getByRole("button", { name: "Search by first letter" });
  const letterB = page.getByRole("link", { name: "Meals starting with B" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(letterB).toBeHidden();

  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(letterB).toBeVisible();
  await expectNoAxeViolations(page);

  await letterB.click();
  await expect(page).toHaveURL("/home?f=b");
  const expected = catalogMealsStartingWith("b");
  await expect(cards(page)).toHaveCount(expected.length);
  await expect(cards(page).first().getByRole("heading", { level: 2 })).toHaveText(/^B/);
  await expect(letterB).toHaveAttribute("aria-current", "true");

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(letterB).toBeHidden();
});

test('a search with no match says "No meals found"', async ({ page }) => {
  await page.goto("/home?s=zzqxv");
  await expect(page.getByText("No meals found")).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});

test("the whole card opens its recipe, and Save on it is a control of its own", async ({ page }) => {
  await page.goto("/home?f=a");
  const card = cards(page).first();
  const name = (await card.getByRole("heading", { level: 2 }).textContent())!;
  const meal = catalog.find((m) => m.name === name)!;
  // Save is outside the card's link: pressing it saves and stays on the page.
  const save = card.getByRole("button", { name: "Save", exact: true });
  await expect(card.getByRole("link").locator("button")).toHaveCount(0);
  await Promise.all([page.waitForResponse((response) => response.url().endsWith(`/api/saved/${meal.id}`) && response.ok()), save.click()]);
  await expect(save).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL("/home?f=a");
  // A click anywhere else on the card (here on its picture, away from the name) opens the recipe.
  await card.click({ position: { x: 20, y: 20 } });
  await expect(page).toHaveURL(`/recipeDetail/${meal.id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});
