import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { mainNav, openAccountMenu } from "./support/navigation";

// Every new view at a 390 px phone and a 1280 px desktop, with something on it, through axe;
// the screenshots are kept with the test's results for a person to look at.
test("saved, plan, shopping and the open account menu at 390 px and 1280 px", async ({ page, signIn, isMobile }, testInfo) => {
  test.skip(isMobile, "This test sets both widths itself.");
  // Eight pages through axe with full-page screenshots: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  await signIn();
  await page.goto("/recipeDetail/10005");
  const saving = page.waitForResponse((response) => response.url().endsWith("/api/saved/10005") && response.ok());
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await saving;
  await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveAttribute("aria-pressed", "true");
  // Plan and list from the action bar's sheet (each closes it).
  const more = page.getByRole("button", { name: "Plan, list, collections" });
  const sheet = page.getByRole("dialog", { name: "Plan, list and collections" });
  await more.click();
  await sheet.getByRole("form", { name: "Add to plan" }).getByRole("button", { name: "Add to plan" }).click();
  await expect(page.getByText(/^Planned /)).toBeVisible();
  await more.click();
  await sheet.getByRole("button", { name: "Add ingredients to shopping list" }).click();
  await expect(page.getByText(/^Added the ingredients/)).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of ["/saved", "/plan", "/shopping", "/recipeDetail/10005"]) {
      await page.goto(path);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${path} at ${width}`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`${path.split("/")[1]}-${width}.png`), fullPage: true });
    }
    if (width === 390) {
      // Plan and the list are tabs; Saved is in the account menu.
      await expect(mainNav(page).getByRole("link", { name: "List" })).toBeVisible();
      await expect((await openAccountMenu(page)).getByRole("link", { name: "Saved" })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath("menu-390.png") });
    }
  }
});
