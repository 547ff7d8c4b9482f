import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

// Next week's Monday to Wednesday (UTC days, as the app counts them): always among the 14 days offered.
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const todayWeekday = (new Date().getUTCDay() + 6) % 7; // 0 Monday
const nextMonday = 7 - todayWeekday;
const [monday, tuesday, wednesday] = [day(nextMonday), day(nextMonday + 1), day(nextMonday + 2)];

/** The recipe page's "Add to plan" form, in the sheet the action bar opens. */
async function openPlanForm(page: Page) {
  await page.getByRole("group", { name: "Recipe actions" }).getByRole("button", { name: "Plan, list, collections" }).click();
  return page.getByRole("dialog", { name: "Plan, list and collections" }).getByRole("form", { name: "Add to plan" });
}

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

test("plan three dinners from recipe pages, then move one by keyboard, change servings and clear a day", async ({ page }, testInfo) => {
  test.slow(); // six pages, an axe audit and a full-page screenshot
  for (const [mealId, when] of [["10005", monday], ["10013", tuesday], ["10005", wednesday]] as const) {
    await page.goto(`/recipeDetail/${mealId}`);
    // The servings are chosen above the ingredients; the plan form is in the action bar's sheet.
    if (when === wednesday) await page.getByRole("spinbutton", { name: "Servings" }).fill("8");
    const form = await openPlanForm(page);
    await form.getByLabel("Day").selectOption(when);
    await form.getByLabel("Meal").selectOption("dinner");
    await form.getByRole("button", { name: "Add to plan" }).click();
    await expect(page.getByText(/^Planned .* for dinner/)).toBeVisible();
  }

  await page.goto(`/plan?week=${monday}`);
  // An older link's ?week= still opens Monday to Sunday.
  await expect(page.locator(".plan-day h2").first()).toHaveText(/^Mon /);
  const dinner = (when: string) => page.getByTestId(`slot-${when}-dinner`);
  await expect(dinner(monday).getByRole("link")).toHaveText("Crème Brûlée");
  await expect(dinner(tuesday).getByRole("link")).toHaveCount(1);
  await expect(dinner(wednesday).getByLabel("Servings")).toHaveValue("8");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("plan.png"), fullPage: true });

  // Keyboard: the "Move to…" menu takes Monday's dinner to Thursday's lunch.
  const thursday = day(nextMonday + 3);
  const move = dinner(monday).getByLabel("Move to…");
  await move.focus();
  await move.selectOption(`${thursday}|lunch`);
  await expect(page.getByTestId(`slot-${thursday}-lunch`).getByRole("link")).toHaveText("Crème Brûlée");
  await expect(dinner(monday).getByText("Nothing planned")).toBeVisible();

  await dinner(tuesday).getByLabel("Servings").selectOption("6");
  await page.reload();
  await expect(dinner(tuesday).getByLabel("Servings")).toHaveValue("6");

  const wednesdaySection = page.getByRole("region", { name: new RegExp(`^${new Date(`${wednesday}T00:00:00Z`).toLocaleDateString("en-GB", { weekday: "short", timeZone: "UTC" })}`) });
  await wednesdaySection.getByRole("button", { name: /^Clear / }).click();
  await expect(dinner(wednesday).getByText("Nothing planned")).toBeVisible();

  await page.getByRole("link", { name: "Next 7 days →" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${day(nextMonday + 7)}$`));
  await expect(page.getByText("Nothing planned for these days yet")).toBeVisible();
});

test("a planned meal moves by drag and drop", async ({ page, isMobile }) => {
  test.skip(isMobile, "Dragging is for a mouse; a phone uses the Move to… menu (tested above).");
  await page.goto("/recipeDetail/10005");
  const form = await openPlanForm(page);
  await form.getByLabel("Day").selectOption(monday);
  await form.getByRole("button", { name: "Add to plan" }).click();
  await expect(page.getByText(/^Planned /)).toBeVisible();
  await page.goto(`/plan?week=${monday}`);
  await page.getByTestId(`slot-${monday}-dinner`).locator(".plan-meal").dragTo(page.getByTestId(`slot-${tuesday}-breakfast`), { sourcePosition: { x: 2, y: 2 } });
  await expect(page.getByTestId(`slot-${tuesday}-breakfast`).getByRole("link")).toHaveText("Crème Brûlée");
});

test("add a dinner from a search result by keyboard, at 390 px and 1280 px, and see it on the plan", async ({ page, isMobile }, testInfo) => {
  await page.setViewportSize({ width: isMobile ? 390 : 1280, height: 844 });
  await page.goto("/home?s=Queen+of+Puddings");
  const card = page.getByRole("article", { name: "Queen of Puddings" });
  // The card is one link (and one Save): Enter on it opens the recipe, where the plan is chosen.
  await card.getByRole("link", { name: "Queen of Puddings" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Queen of Puddings" })).toBeVisible();
  // The plan form is in the sheet the action bar opens: opened by keyboard too.
  await page.getByRole("group", { name: "Recipe actions" }).getByRole("button", { name: "Plan, list, collections" }).focus();
  await page.keyboard.press("Enter");
  const form = page.getByRole("dialog", { name: "Plan, list and collections" }).getByRole("form", { name: "Add to plan" });
  await form.getByLabel("Day").focus();
  await form.getByLabel("Day").selectOption(tuesday);
  await expect(form.getByLabel("Meal")).toHaveValue("dinner");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Meal")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(form.getByRole("button", { name: "Add to plan" })).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.keyboard.press("Enter");
  // Planned for the servings the recipe makes (the catalog's Queen of Puddings serves 6).
  await expect(page.getByText(/^Planned Queen of Puddings for dinner on .* \(6 servings\)\.$/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("recipe-add-to-plan.png"), fullPage: true });
  await expectNoAxeViolations(page);

  await page.goto(`/plan?week=${tuesday}`);
  const dinner = page.getByTestId(`slot-${tuesday}-dinner`);
  await expect(dinner.getByRole("link")).toHaveText("Queen of Puddings");
  await expect(dinner.getByLabel("Servings")).toHaveValue("6");
});
