import { catalogMealToMeal } from "../lib/meals/catalog/load-catalog";
import { convertInstructions, densityLookup, scaleRecipeIngredients } from "../lib/ingredients";
import { foodTable } from "../lib/nutrition";
import { catalog } from "./support/catalog";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

// A meal weighed in grams, with an oven temperature in °C and a line left to taste.
const meal = catalog.find(
  (candidate) =>
    candidate.servings === 4 &&
    /\d{3}°C/.test(catalogMealToMeal(candidate).instructions) &&
    candidate.ingredients.some((ingredient) => /^\d+ ?g$/.test(ingredient.measure)),
)!;
const full = catalogMealToMeal(meal);
const linesFor = (factor: number, units: "as written" | "us") =>
  scaleRecipeIngredients(full.ingredients, factor, { units, densityOf: densityLookup(foodTable()) }).map((line) => line.text);

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

test("scale to 8 servings, switch to US units and back; the choice is remembered", async ({ page }, testInfo) => {
  test.slow(); // an axe audit, a full-page screenshot and a reload: past 30 s on a busy machine
  await page.goto(`/recipeDetail/${meal.id}`);
  const servings = page.getByRole("spinbutton", { name: "Servings" });
  const lines = page.locator(".ingredient-list li");
  await expect(servings).toHaveValue("4");
  await expect(lines.first()).toHaveText(linesFor(1, "as written")[0]!);

  await page.getByRole("button", { name: "More servings" }).click();
  await expect(servings).toHaveValue("5");
  await servings.fill("8");
  const doubled = linesFor(2, "as written");
  for (const [index, text] of doubled.entries()) await expect(lines.nth(index)).toContainText(text);
  await expect(page.getByTestId("nutrition-total")).toContainText("Whole recipe for 8 servings");

  await page.getByRole("button", { name: "US", exact: true }).click();
  await expect(page.getByRole("button", { name: "US", exact: true })).toHaveAttribute("aria-pressed", "true");
  const us = linesFor(2, "us");
  for (const [index, text] of us.entries()) await expect(lines.nth(index)).toContainText(text);
  const firstStepWithOven = full.instructions.split(/\n+/).find((step) => /\d{3}°C/.test(step))!.trim();
  await expect(page.locator(".recipe__steps")).toContainText(convertInstructions(firstStepWithOven, "us"));
  await expect(page.locator(".recipe__steps")).toContainText("°F");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("scaled-us.png"), fullPage: true });

  // Another visit keeps US (this browser and the account remember); servings start from the recipe.
  await page.reload();
  await expect(page.getByRole("button", { name: "US", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(servings).toHaveValue("4");

  await page.getByRole("button", { name: "As written" }).click();
  await expect(lines.first()).toHaveText(linesFor(1, "as written")[0]!);
  await expect(page.locator(".recipe__steps")).toContainText(firstStepWithOven);
});

test("the servings control works by keyboard and never goes below 1", async ({ page }) => {
  await page.goto(`/recipeDetail/${meal.id}`);
  const fewer = page.getByRole("button", { name: "Fewer servings" });
  await fewer.focus();
  for (let press = 0; press < 3; press += 1) await page.keyboard.press("Enter");
  await expect(page.getByRole("spinbutton", { name: "Servings" })).toHaveValue("1");
  await expect(fewer).toBeDisabled();
  await expect(page.getByRole("button", { name: "Back to 4" })).toBeVisible();
});
