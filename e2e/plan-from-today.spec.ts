import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

// Days as the app counts them (UTC calendar days) and labels as it writes them ("Sat 28 Nov").
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const label = (when: string) => new Date(`${when}T00:00:00Z`).toLocaleDateString("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
const [today, tomorrow] = [day(0), day(1)];

/** Every picture in `scope` has arrived and has a size, and none is missing its words. */
async function expectPictures(scope: Locator) {
  await expect(scope.locator("img").first()).toBeVisible();
  await expect
    .poll(() => scope.locator("img").evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0 && image.hasAttribute("width") && image.getAttribute("alt"))))
    .toBe(true);
}

async function openAdd(page: Page, when: string): Promise<Locator> {
  const add = page.getByRole("button", { name: `Add a meal to ${label(when)}` });
  await add.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Add a meal to ${label(when)}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the plan starts today, marked Today; + Add plans a saved recipe and an idea, with their pictures", async ({ page, signIn }, testInfo) => {
  test.slow(); // two axe audits, four screenshots and two plans
  await signIn();
  expect((await page.request.put("/api/saved/10005")).ok()).toBe(true);

  await page.goto("/plan");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meal plan");
  const days = page.locator(".plan-day");
  await expect(days).toHaveCount(7);
  await expect(days.first().getByRole("heading", { level: 2 })).toHaveText(`${label(today)} Today`);
  await expect(page.locator('[aria-current="date"]')).toHaveCount(1);
  await expect(days.first()).toHaveAttribute("aria-current", "date");
  await expect(days.last().getByRole("heading", { level: 2 })).toHaveText(label(day(6)));
  await expect(page.getByRole("link", { name: "Make list" })).toHaveAttribute("href", `/shopping?from=${today}&to=${day(6)}`);

  // Today's + Add, by keyboard: the saved recipe goes in as dinner.
  let dialog = await openAdd(page, today);
  await expect(dialog.getByLabel("Meal")).toHaveValue("dinner");
  const saved = dialog.getByRole("region", { name: "Your saved recipes" });
  await expect(saved.getByRole("button", { name: "Crème Brûlée" })).toBeVisible();
  await expect(dialog.getByRole("region", { name: "Ideas" }).getByRole("button")).not.toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("plan-add-dialog.png") });
  await page.emulateMedia({ colorScheme: "dark" });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("plan-add-dialog-dark.png") });
  await page.emulateMedia({ colorScheme: "light" });
  await saved.getByRole("button", { name: "Crème Brûlée" }).click();
  await expect(dialog).toBeHidden();
  const todaysDinner = page.getByTestId(`slot-${today}-dinner`);
  await expect(todaysDinner.getByRole("link")).toHaveText("Crème Brûlée");
  await expectPictures(todaysDinner);
  await expect(page.getByRole("button", { name: `Add a meal to ${label(today)}` })).toBeFocused();

  // Tomorrow's lunch: the first idea.
  dialog = await openAdd(page, tomorrow);
  await dialog.getByLabel("Meal").selectOption("lunch");
  const idea = dialog.getByRole("region", { name: "Ideas" }).getByRole("button").first();
  const ideaName = (await idea.locator(".plan-offer__name").textContent())!;
  await idea.click();
  await expect(dialog).toBeHidden();
  const tomorrowsLunch = page.getByTestId(`slot-${tomorrow}-lunch`);
  await expect(tomorrowsLunch.getByRole("link")).toHaveText(ideaName);
  await expectPictures(page.locator(".plan-week"));
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("plan-today.png"), fullPage: true });

  // Seven days on, nothing is today; "Today" comes back.
  await page.getByRole("link", { name: "Next 7 days →" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${day(7)}$`));
  await expect(days.first().getByRole("heading", { level: 2 })).toHaveText(label(day(7)));
  await expect(page.locator('[aria-current="date"]')).toHaveCount(0);
  await page.getByRole("link", { name: "Today" }).click();
  await expect(page).toHaveURL(/\/plan$/);
  await expect(days.first()).toHaveAttribute("aria-current", "date");
  await expect(page.getByTestId(`slot-${today}-dinner`).getByRole("link")).toHaveText("Crème Brûlée");
});

test("an old ?week= link still opens that Monday-to-Sunday week", async ({ page, signIn }) => {
  await signIn();
  const asked = new Date(`${day(9)}T00:00:00Z`);
  const monday = day(9 - ((asked.getUTCDay() + 6) % 7));
  await page.goto(`/plan?week=${day(9)}`);
  const headings = page.locator(".plan-day h2");
  await expect(headings.first()).toHaveText(label(monday));
  await expect(headings.first()).toHaveText(/^Mon /);
  await expect(headings.last()).toHaveText(/^Sun /);
});
