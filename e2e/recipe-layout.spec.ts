import type { Page } from "@playwright/test";
import { dietsOf } from "../lib/diets";
import { catalog } from "./support/catalog";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

/**
 * Issue 30: the recipe page puts the cooking first. On a phone the ingredients start within the
 * first 900 px (a long name and every diet badge above them: the tallest top a catalog meal has);
 * the cook's other actions wait in one bar whose sheet is a modal dialog; on a desktop the
 * ingredients stay in view beside the method; the rating comes after the method.
 */
const tallest = [...catalog].sort((a, b) => b.name.length + 8 * dietsOf(b.ingredients).length - (a.name.length + 8 * dietsOf(a.ingredients).length))[0]!;
const longest = [...catalog].sort((a, b) => b.instructions.length - a.instructions.length)[0]!;

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

/** The page's layout shifts since it started loading (none after input: a cook's own taps move things). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const add = (entries: PerformanceEntryList) => {
          for (const entry of entries as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) total += entry.value;
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: "layout-shift", buffered: true });
        // Two frames: the buffered entries are delivered by then.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            add(observer.takeRecords());
            observer.disconnect();
            resolve(total);
          }),
        );
      }),
  );
}

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

for (const size of [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
]) {
  test(`on a ${size.width} px phone the ingredients start in the first 900 px, servings and units right above them`, async ({ page, isMobile }) => {
    test.skip(!isMobile, "A phone's layout (the phone project).");
    await page.setViewportSize(size);
    await page.goto(`/recipeDetail/${tallest.id}`);
    await expect(page.getByRole("heading", { level: 1, name: tallest.name })).toBeVisible();
    await settled(page);
    const firstIngredient = (await page.locator(".ingredient-list li").first().boundingBox())!;
    expect(firstIngredient.y).toBeLessThan(900);
    // The controls that change the lines sit between the heading and the lines.
    const heading = await page.getByRole("heading", { level: 2, name: "Ingredients" }).boundingBox();
    const servings = await page.getByRole("spinbutton", { name: "Servings" }).boundingBox();
    const units = await page.getByRole("group", { name: "Units" }).boundingBox();
    expect(heading!.y).toBeLessThan(servings!.y);
    expect(servings!.y).toBeLessThan(firstIngredient.y);
    expect(units!.y).toBeLessThan(firstIngredient.y);
    // The picture, then the name, then the ingredients, then the method, then the rating.
    const picture = await page.getByRole("img", { name: tallest.imageAlt }).boundingBox();
    const name = await page.getByRole("heading", { level: 1 }).boundingBox();
    const steps = await page.locator(".recipe__steps").boundingBox();
    const rating = await page.getByRole("region", { name: "Made it? Rate it" }).boundingBox();
    expect(picture!.y).toBeLessThan(name!.y);
    expect(firstIngredient.y).toBeLessThan(steps!.y);
    expect(steps!.y + steps!.height).toBeLessThanOrEqual(rating!.y);
    expect(await layoutShift(page)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}

test("the action bar by keyboard: save, then plan, list and collections in a sheet that keeps the focus and gives it back", async ({ page }, testInfo) => {
  test.slow(); // four axe audits
  await page.goto("/recipeDetail/10005");
  const bar = page.getByRole("group", { name: "Recipe actions" });
  const heart = bar.getByRole("button", { name: "Save", exact: true });
  await heart.focus();
  await Promise.all([page.waitForResponse((response) => response.url().endsWith("/api/saved/10005") && response.ok()), page.keyboard.press("Space")]);
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  const more = bar.getByRole("button", { name: "Plan, list, collections" });
  await more.focus();
  await page.keyboard.press("Enter");
  const sheet = page.getByRole("dialog", { name: "Plan, list and collections" });
  await expect(sheet).toBeVisible();
  await expect(sheet).toHaveAttribute("aria-modal", "true");
  // The focus is in the sheet and stays there, however far a cook tabs.
  expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press("Tab");
    expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement)), `Tab ${press + 1}`).toBe(true);
  }
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`sheet-${scheme}.png`) });
  }
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(more).toBeFocused();

  // Plan it from the sheet by keyboard: the servings chosen above the ingredients go with it.
  await page.getByRole("spinbutton", { name: "Servings" }).fill("6");
  await more.focus();
  await page.keyboard.press("Enter");
  const form = sheet.getByRole("form", { name: "Add to plan" });
  await form.getByLabel("Day").focus();
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Meal")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(form.getByRole("button", { name: "Add to plan" })).toBeFocused();
  await page.keyboard.press("Enter");
  // Planning closes the sheet (its toast shows over the recipe) and gives the focus back.
  await expect(page.getByText(/^Planned Crème Brûlée for dinner on .* \(6 servings\)\.$/)).toBeVisible();
  await expect(sheet).toBeHidden();
  await expect(more).toBeFocused();
  // The Close button closes it the same way.
  await more.click();
  await sheet.getByRole("button", { name: "Close" }).click();
  await expect(sheet).toBeHidden();
  await expect(more).toBeFocused();

  // Cook mode is one press away in the same bar.
  await bar.getByRole("button", { name: "Cook mode" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Cook mode: Crème Brûlée" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(bar.getByRole("button", { name: "Cook mode" })).toBeFocused();
});

test("on a desktop the ingredients stay in view beside the method", async ({ page, isMobile }) => {
  test.skip(isMobile, "A desktop's layout (the desktop project).");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/recipeDetail/${longest.id}`);
  const ingredients = page.locator(".ingredient-list");
  const steps = page.locator(".recipe__steps");
  // The page streams in after its loading state: measure the recipe once it is there.
  await expect(steps).toBeVisible();
  const [list, method] = [await ingredients.boundingBox(), await steps.boundingBox()];
  // Side by side: the lines to the left of the method, both starting near the same height.
  expect(list!.x + list!.width).toBeLessThanOrEqual(method!.x);
  expect(Math.abs(list!.y - method!.y)).toBeLessThan(200);
  await steps.locator("li").last().scrollIntoViewIfNeeded();
  await expect(page.getByRole("heading", { level: 2, name: "Ingredients" })).toBeInViewport();
  await expect(page.getByRole("spinbutton", { name: "Servings" })).toBeInViewport();
  await expect(ingredients.locator("li").first()).toBeInViewport();
});

test("screenshots at 360 and 1280 px in both themes, without layout shift, and axe in both themes", async ({ page, isMobile }, testInfo) => {
  test.slow(); // two themes, axe each, full-page screenshots
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize(isMobile ? { width: 360, height: 740 } : { width: 1280, height: 800 });
    await page.goto(`/recipeDetail/${tallest.id}`);
    await expect(page.getByRole("heading", { level: 1, name: tallest.name })).toBeVisible();
    await settled(page);
    expect(await layoutShift(page)).toBe(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`recipe-${isMobile ? 360 : 1280}-${scheme}.png`), fullPage: true });
  }
});
