import { catalogMealToMeal } from "../lib/meals/catalog/load-catalog";
import { catalog } from "./support/catalog";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

// Apple Crumble: its fifth step says "Bake for 35–40 minutes".
const meal = catalogMealToMeal(catalog.find((candidate) => candidate.id === "10001")!);
const steps = meal.instructions.split(/\n+/).filter((step) => step.trim());
const timedStep = steps.findIndex((step) => /35–40 minutes/.test(step));

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

test("cook mode: one step at a time by keys and buttons, a timer rings on the mocked clock from another step", async ({ page }, testInfo) => {
  await page.clock.install();
  await page.goto(`/recipeDetail/${meal.id}`);
  await page.getByRole("button", { name: "Cook mode" }).click();
  const dialog = page.getByRole("dialog", { name: `Cook mode: ${meal.name}` });
  await expect(dialog.getByRole("heading", { name: `Step 1 of ${steps.length}` })).toBeFocused();
  await expect(dialog.getByRole("button", { name: "← Previous step" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Next step →" }).click();
  await expect(dialog.getByRole("heading", { name: `Step 2 of ${steps.length}` })).toBeVisible();
  for (let press = 1; press < timedStep; press += 1) await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("heading", { name: `Step ${timedStep + 1} of ${steps.length}` })).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByRole("button", { name: /35–40 minutes/ }).click();
  await expect(dialog.getByRole("list", { name: "Timers" })).toContainText("35:00");
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.getByRole("heading", { name: `Step ${timedStep} of ${steps.length}` })).toBeVisible();
  await page.clock.fastForward("10:00");
  await expect(dialog.getByRole("list", { name: "Timers" })).toContainText("25:00");
  await page.screenshot({ path: testInfo.outputPath("cook-mode.png") });
  await page.clock.fastForward("25:01");
  await expect(dialog.getByRole("alert")).toContainText("Time's up!");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Stop" }).click();
  await expect(dialog.getByRole("alert")).toHaveCount(0);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Cook mode" })).toBeFocused();
});
