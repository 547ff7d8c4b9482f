import { catalogMealToMeal } from "../lib/meals/catalog/load-catalog";
import { nutritionOfMeal } from "../lib/nutrition";
import { catalog } from "./support/catalog";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

// A meal with a line the estimate leaves out ("to taste"), so the panel has names to list.
const meal = catalog.find((candidate) => candidate.ingredients.some((ingredient) => ingredient.measure === "to taste"))!;
const expected = nutritionOfMeal(catalogMealToMeal(meal));
const shown = (value: number, unit: string) => `${value.toLocaleString("en-GB")} ${unit}`;

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

test("the recipe page shows an estimated nutrition panel per serving, switches to per 100 g, and passes axe", async ({ page }) => {
  await page.goto(`/recipeDetail/${meal.id}`);
  const panel = page.getByRole("region", { name: /Nutrition facts/ });
  await expect(panel.getByRole("heading", { level: 2, name: "Nutrition facts Estimate" })).toBeVisible();
  await expect(panel.getByText("Estimate", { exact: true })).toBeVisible();
  await expect(panel.getByText(`Serves ${meal.servings}.`)).toBeVisible();

  const table = panel.getByRole("table");
  const amount = (nutrient: string) => table.getByRole("row", { name: new RegExp(`^${nutrient}\\b`) }).getByRole("cell");
  const perServing = panel.getByRole("button", { name: "Per serving" });
  const per100g = panel.getByRole("button", { name: "Per 100 g" });
  await expect(perServing).toHaveAttribute("aria-pressed", "true");
  await expect(per100g).toHaveAttribute("aria-pressed", "false");
  await expect(table.locator("caption")).toHaveText(`Estimate per serving (1 of ${meal.servings})`);
  await expect(amount("Energy")).toHaveText(shown(expected.perServing.energyKcal, "kcal"));
  await expect(amount("Protein")).toHaveText(shown(expected.perServing.proteinG, "g"));
  await expect(amount("Salt")).toHaveText(shown(expected.perServing.saltG, "g"));
  expect(expected.perServing.energyKcal).toBeGreaterThan(0);
  await expect(table.getByRole("rowheader")).toHaveText([
    "Energy", "Fat", "of which saturates", "Carbohydrate", "of which sugars", "Fibre", "Protein", "Salt",
  ]);

  // Every line left out is named, with why.
  const notCounted = panel.getByRole("list", { name: "Not counted:" }).getByRole("listitem");
  await expect(notCounted).toHaveCount(expected.uncounted.length);
  const toTaste = meal.ingredients.find((ingredient) => ingredient.measure === "to taste")!;
  await expect(notCounted.filter({ hasText: `${toTaste.name} (to taste)` }).first()).toBeVisible();

  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await per100g.click();
  await expect(per100g).toHaveAttribute("aria-pressed", "true");
  await expect(perServing).toHaveAttribute("aria-pressed", "false");
  await expect(table.locator("caption")).toHaveText("Estimate per 100 g");
  await expect(amount("Energy")).toHaveText(shown(expected.per100g.energyKcal, "kcal"));
  await expect(amount("Fat")).toHaveText(shown(expected.per100g.fatG, "g"));
  await expectNoAxeViolations(page);
});

test("the switch works by keyboard", async ({ page }) => {
  await page.goto(`/recipeDetail/${meal.id}`);
  const per100g = page.getByRole("button", { name: "Per 100 g" });
  await page.getByRole("button", { name: "Per serving" }).focus();
  await page.keyboard.press("Tab");
  await expect(per100g).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(per100g).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: "Per serving" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("table").locator("caption")).toHaveText(`Estimate per serving (1 of ${meal.servings})`);
});

// Issue 38: some curries list their rice and some do not, so a curry's serving says which it is.
for (const [name, label] of [
  ["Chicken tikka masala", "Per serving, with rice"],
  ["Rendang", "Per serving, without rice"],
] as const) {
  test(`${name}'s serving reads "${label}" in light and dark, and passes axe`, async ({ page }, testInfo) => {
    const curry = catalog.find((candidate) => candidate.name === name)!;
    await page.goto(`/recipeDetail/${curry.id}`);
    const panel = page.getByRole("region", { name: /Nutrition facts/ });
    await expect(panel.getByRole("button", { name: label, exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(panel.getByRole("table").locator("caption")).toHaveText(`Estimate ${label.toLowerCase()} (1 of ${curry.servings})`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page);
      await panel.screenshot({ path: testInfo.outputPath(`${curry.id}-nutrition-${colorScheme}.png`) });
    }
  });
}
