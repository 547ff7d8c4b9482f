import { catalogMealToMeal } from "../lib/meals/catalog/load-catalog";
import { densityLookup, mergeForShopping, parseIngredient } from "../lib/ingredients";
import { foodTable } from "../lib/nutrition";
import { catalog } from "./support/catalog";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

const meal = catalogMealToMeal(catalog.find((candidate) => candidate.id === "10005")!);
// The same recipe for its servings and then twice as many: every line is met twice and merges into one.
const expected = mergeForShopping(
  [1, 2].flatMap((factor) => meal.ingredients.map((ingredient) => ({ line: parseIngredient(ingredient.measure, ingredient.name), from: meal.name, factor }))),
  { units: "as written", densityOf: densityLookup(foodTable()) },
);

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

test("add a recipe's ingredients twice: merged lines by aisle; tick, clear checked, add my own item", async ({ page }, testInfo) => {
  await page.goto(`/recipeDetail/${meal.id}`);
  // In the action bar's sheet, which adding closes: the servings are chosen on the page.
  const more = page.getByRole("group", { name: "Recipe actions" }).getByRole("button", { name: "Plan, list, collections" });
  const add = page.getByRole("dialog", { name: "Plan, list and collections" }).getByRole("button", { name: "Add ingredients to shopping list" });
  await more.click();
  await add.click();
  await expect(page.getByText(`Added the ingredients for ${meal.servings} servings`)).toBeVisible();
  await expect(add).toBeHidden();
  await page.getByRole("spinbutton", { name: "Servings" }).fill(String(meal.servings! * 2));
  await more.click();
  await add.click();
  await expect(page.getByText(`Added the ingredients for ${meal.servings! * 2} servings`)).toBeVisible();

  await page.goto("/shopping");
  const items = page.locator(".shopping__item");
  await expect(items).toHaveCount(expected.length);
  for (const item of expected) await expect(items.filter({ hasText: item.text }).first()).toContainText(`for ${meal.name}`);
  await expect(page.getByRole("heading", { level: 2, name: "Dairy and eggs" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("shopping.png"), fullPage: true });

  // Tick the first line by its large label (a thumb on a phone), and it stays ticked.
  const first = page.getByRole("checkbox", { name: new RegExp(expected[0]!.text.replace(/[()]/g, ".")) });
  await items.first().locator("label").click();
  await expect(first).toBeChecked();
  await page.reload();
  await expect(first).toBeChecked();
  await page.getByRole("button", { name: "Clear checked" }).click();
  await expect(items).toHaveCount(expected.length - 1);

  await page.getByLabel("Add an item").fill("kitchen roll");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("region", { name: "Other" }).getByText("kitchen roll")).toBeVisible();

  // Written differently, the line moves at once to the aisle its new words belong to, keyboard and all.
  await page.getByRole("button", { name: "Change kitchen roll" }).click();
  await page.getByRole("textbox", { name: "Change kitchen roll" }).fill("2 apples");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: "Produce" }).getByRole("checkbox", { name: /2 apples/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Other" }).getByText("2 apples")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Change 2 apples" })).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath("shopping-moved-aisle.png"), fullPage: true });
});

const other = catalog.find((candidate) => candidate.id !== meal.id && candidate.ingredients.length >= 3)!;

test("making the list from the plan merges into it, twice adds nothing more, Undo puts it back; a ticked item sinks to Done", async ({ page }, testInfo) => {
  test.slow(); // Four pages through axe and several list changes on a busy machine.
  // The recipe page's plan form and list button are in the sheet its action bar opens.
  const openSheet = async () => {
    await page.getByRole("group", { name: "Recipe actions" }).getByRole("button", { name: "Plan, list, collections" }).click();
    return page.getByRole("dialog", { name: "Plan, list and collections" });
  };
  await page.goto(`/recipeDetail/${meal.id}`);
  const form = (await openSheet()).getByRole("form", { name: "Add to plan" });
  const day = await form.getByLabel("Day").locator("option").first().getAttribute("value");
  await form.getByRole("button", { name: "Add to plan" }).click();
  await expect(page.getByText(/^Planned /)).toBeVisible();
  await page.goto(`/recipeDetail/${other.id}`);
  await (await openSheet()).getByRole("button", { name: "Add ingredients to shopping list" }).click();
  await expect(page.getByText(/^Added the ingredients/)).toBeVisible();

  // The planner links to the days it shows.
  await page.goto(`/shopping?from=${day}&to=${day}`);
  await page.getByLabel("Add an item").fill("kitchen roll");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  const items = page.locator(".shopping__item");
  await expect(items.filter({ hasText: "kitchen roll" })).toHaveCount(1);
  const before = await items.allTextContents();
  expect(before.some((text) => text.includes(other.name))).toBe(true);

  const make = page.getByRole("button", { name: "Make from the plan" });
  await make.click();
  await expect(page.getByText(/^Added \d+ items? from the plan/)).toBeVisible();
  await expect(items.filter({ hasText: meal.name }).first()).toBeVisible();
  await expect(items.filter({ hasText: "kitchen roll" })).toHaveCount(1);
  // Undo closes its toast, so the next make's answer is the only one.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("Put the list back as it was.")).toBeVisible();
  await expect(items).toHaveText(before);

  await make.click();
  await expect(page.getByText(/^Added \d+ items? from the plan/)).toBeVisible();
  await expect(items.filter({ hasText: meal.name }).first()).toBeVisible();
  const made = await items.allTextContents();
  expect(made.some((text) => text.includes(other.name))).toBe(true);
  await make.click();
  await expect(page.getByText("The list already has everything from the plan.")).toBeVisible();
  await page.reload();
  await expect(items).toHaveText(made);
  await expect(items.filter({ hasText: "kitchen roll" })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("shopping-merged.png"), fullPage: true });

  // Ticked by keyboard, the line sinks to Done at the bottom and keeps the focus.
  const roll = page.getByRole("checkbox", { name: /kitchen roll/ });
  await roll.focus();
  await page.keyboard.press("Space");
  const done = page.getByRole("region", { name: "Done" });
  await expect(done.getByRole("checkbox", { name: /kitchen roll/ })).toBeChecked();
  await expect(roll).toBeFocused();
  await expect(items.last()).toContainText("kitchen roll");
  await page.reload();
  await expect(done.getByRole("checkbox", { name: /kitchen roll/ })).toBeChecked();
  // Share only where the browser can share; copying is always there.
  await expect(page.getByRole("button", { name: "Share", exact: true })).toHaveCount((await page.evaluate(() => typeof navigator.share === "function")) ? 1 : 0);
  await expect(page.getByRole("button", { name: "Copy as text" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("shopping-done-dark.png"), fullPage: true });
});

test("the list is made from the planned week", async ({ page }) => {
  await page.goto("/recipeDetail/10005");
  await page.getByRole("group", { name: "Recipe actions" }).getByRole("button", { name: "Plan, list, collections" }).click();
  const form = page.getByRole("dialog", { name: "Plan, list and collections" }).getByRole("form", { name: "Add to plan" });
  const firstDay = await form.getByLabel("Day").locator("option").first().getAttribute("value");
  await form.getByRole("button", { name: "Add to plan" }).click();
  await expect(page.getByText(/^Planned /)).toBeVisible();
  // The old link, by week, still reads that week.
  await page.goto(`/shopping?week=${firstDay}`);
  await page.getByRole("button", { name: "Make from the plan" }).click();
  await expect(page.locator(".shopping__item")).toHaveCount(meal.ingredients.length);
});
