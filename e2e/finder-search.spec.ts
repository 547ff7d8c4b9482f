import type { Page } from "@playwright/test";
import { dietsOf } from "../lib/diets";
import { catalog } from "./support/catalog";
import { collectPageErrors, expect, expectNoAxeViolations, test } from "./support/fixtures";

const box = (page: Page) => page.getByRole("combobox", { name: "Meal name" });
const cards = (page: Page) => page.getByRole("article");
const titles = (page: Page) => cards(page).getByRole("heading", { level: 2 }).allTextContents();
const count = (page: Page) => page.getByText(/^\d+ meals? found$/);
const catalogMeal = (name: string) => catalog.find((meal) => meal.name === name);

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

test("a cook types 'veg curry' with a typo, picks vegetarian and under 60 minutes, and a shared link shows the same meals", async ({
  page,
  context,
}) => {
  test.slow(); // a whole journey: three searches, a second tab and an axe audit
  const errors = collectPageErrors(page);
  await page.goto("/home");
  await box(page).fill("veg currry");
  await box(page).press("Enter");
  await expect(page).toHaveURL("/home?s=veg+currry");
  // The typo is forgiven, and the page says what it searched for.
  await expect(page.getByText("Showing meals for")).toContainText("veg curry");
  await expect(page.getByRole("heading", { level: 2, name: "Vegetable curry" })).toBeVisible();

  await page.getByText("Filters and sort").click();
  const vegetarian = page.getByRole("checkbox", { name: /^Vegetarian \(\d+\)$/ });
  await vegetarian.check();
  await expect(page).toHaveURL("/home?s=veg+currry&diet=vegetarian");
  // Focus stays on the filter just ticked, so a keyboard user carries on from there.
  await expect(vegetarian).toBeFocused();
  await page.getByRole("radio", { name: /^60 min or less \(\d+\)$/ }).check();
  await expect(page).toHaveURL("/home?s=veg+currry&diet=vegetarian&maxMinutes=60");
  await expect(page.getByText("Filters and sort: Vegetarian, 60 min or less")).toBeVisible();

  const shown = await titles(page);
  expect(shown).toContain("Vegetable curry");
  expect(shown).toContain("Egg curry");
  for (const name of shown) {
    const meal = catalogMeal(name);
    // Meals the cook may have written elsewhere in the run have no stated time, so are left out.
    expect(meal, name).toBeDefined();
    expect(meal!.totalMinutes, name).toBeLessThanOrEqual(60);
    expect(dietsOf(meal!.ingredients), name).toContain("vegetarian");
  }
  await expect(count(page)).toHaveText(`${shown.length} ${shown.length === 1 ? "meal" : "meals"} found`);
  await expectNoAxeViolations(page);

  // The link, opened in a second tab, draws the same search on the server.
  const shared = page.url();
  const second = await context.newPage();
  const response = await second.goto(shared);
  expect(await response!.text()).toContain("Vegetable curry");
  expect(await titles(second)).toEqual(shown);
  await expect(count(second)).toHaveText(`${shown.length} meals found`);
  await expect(box(second)).toHaveValue("veg currry");
  await second.getByText("Filters and sort").click();
  await expect(second.getByRole("checkbox", { name: /^Vegetarian/ })).toBeChecked();
  await expect(second.getByRole("radio", { name: /^60 min or less/ })).toBeChecked();
  expect(errors).toEqual([]);
});

test("the suggestions combobox by keyboard alone: arrows, Escape, Enter", async ({ page }) => {
  test.slow(); // every key is a step, with an axe audit while the list is open
  await page.goto("/home");
  await box(page).focus();
  await page.keyboard.type("veg cu");
  const list = page.getByRole("listbox", { name: "Suggestions" });
  await expect(list).toBeVisible();
  await expect(box(page)).toHaveAttribute("aria-expanded", "true");
  // Screen readers hear how many there are.
  await expect(page.locator('[role="status"]', { hasText: /^\d+ suggestions? available\./ })).toHaveCount(1);
  const options = list.getByRole("option");
  await expect(options.first()).toContainText("Meal");
  expect(await options.count()).toBeGreaterThan(1);
  await expect(box(page)).not.toHaveAttribute("aria-activedescendant");

  // Down twice, up once: the first option is the active one, while focus stays in the box.
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(box(page)).toHaveAttribute("aria-activedescendant", (await options.nth(1).getAttribute("id"))!);
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowUp");
  const firstId = (await options.first().getAttribute("id"))!;
  await expect(box(page)).toHaveAttribute("aria-activedescendant", firstId);
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(box(page)).toBeFocused();
  await expectNoAxeViolations(page);

  // Escape closes the list and keeps the words; Down opens it again.
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await expect(box(page)).toHaveAttribute("aria-expanded", "false");
  await expect(box(page)).toHaveValue("veg cu");
  await page.keyboard.press("ArrowDown");
  await expect(list).toBeVisible();
  await expect(box(page)).toHaveAttribute("aria-activedescendant", firstId);

  // Enter searches the suggestion.
  const picked = (await options.first().locator(".finder-combobox__label").textContent())!;
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/home?s=${encodeURIComponent(picked).replace(/%20/g, "+")}`);
  await expect(page.getByRole("heading", { level: 2, name: picked }).first()).toBeVisible();
  await expect(box(page)).toHaveValue(picked);
  await expect(box(page)).toBeFocused();

  // Escape on a closed list empties the box.
  await page.keyboard.press("Escape");
  await expect(box(page)).toHaveValue("");
});

test("'Load more' adds the next 24 below and moves focus to the first of them", async ({ page }) => {
  test.slow(); // 48 cards drawn and an axe audit of 24
  // Only catalog meals are in the Vegan category, so the pages hold still while other tests write.
  await page.goto("/home?category=Vegan");
  await expect(cards(page)).toHaveCount(24);
  const total = Number((await count(page).textContent())!.split(" ")[0]);
  expect(total).toBeGreaterThan(24);
  const firstPage = await titles(page);
  // Judged on the first page (with its "Load more"); the second only adds cards like these.
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Load more" }).click();
  await expect(page).toHaveURL("/home?category=Vegan&page=2");
  await expect(cards(page)).toHaveCount(Math.min(total, 48));
  expect((await titles(page)).slice(0, 24)).toEqual(firstPage);
  // Focus moves to the first new card.
  await expect(cards(page).nth(24).getByRole("heading", { level: 2 })).toBeFocused();
});

test("'Load more' and the filters work without scripts", async ({ page, browser, context, baseURL }) => {
  await page.goto("/home?category=Vegan&page=2");
  const twoPages = await titles(page);
  const noScripts = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await noScripts.addCookies(await context.cookies());
  const plain = await noScripts.newPage();
  await plain.goto("/home?category=Vegan");
  await expect(cards(plain)).toHaveCount(24);
  await plain.getByRole("link", { name: "Load more" }).click();
  await expect(plain).toHaveURL("/home?category=Vegan&page=2");
  expect(await titles(plain)).toEqual(twoPages);
  // The filters are a plain form there.
  await plain.getByText("Filters and sort").click();
  await plain.getByRole("radio", { name: /^30 min or less/ }).check();
  await plain.getByRole("button", { name: "Apply filters" }).click();
  await expect(plain).toHaveURL(/[?&]maxMinutes=30(&|$)/);
  for (const name of await titles(plain)) expect(catalogMeal(name)?.totalMinutes, name).toBeLessThanOrEqual(30);
  await noScripts.close();
});

test("'Did you mean …?' when the words find nothing but a near spelling would", async ({ page }) => {
  await page.goto("/home");
  await box(page).fill("cury");
  await box(page).press("Enter");
  await expect(page).toHaveURL("/home?s=cury");
  await expect(page.getByText("No meals found")).toBeVisible();
  const suggestion = page.getByRole("link", { name: "curry", exact: true });
  await expect(page.getByText("Did you mean")).toBeVisible();
  await expectNoAxeViolations(page);
  await suggestion.click();
  await expect(page).toHaveURL("/home?s=curry");
  await expect(page.getByRole("heading", { level: 2, name: "Vegetable curry" })).toBeVisible();
  await expect(page.getByText("Did you mean")).toHaveCount(0);
  await expect(box(page)).toHaveValue("curry");
});
