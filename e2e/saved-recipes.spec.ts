import { expect, expectNoAxeViolations, ONE_WIDTH, test } from "./support/fixtures";

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

test("save a recipe with the heart, undo, save again, keep it in a collection, and find both on /saved", async ({ page }, testInfo) => {
  test.slow(); // a dozen steps, a reload, two axe audits and a full-page screenshot
  await page.goto("/recipeDetail/10005");
  const bar = page.getByRole("group", { name: "Recipe actions" });
  const heart = bar.getByRole("button", { name: "Save", exact: true });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Saved “Crème Brûlée”.")).toBeVisible();
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === "DELETE" && response.url().endsWith("/api/saved/10005")),
    page.getByRole("button", { name: "Undo" }).click(),
  ]);
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  // Optimistic: the heart fills before the server answers, so wait for the answer before leaving.
  await Promise.all([page.waitForResponse((response) => response.url().endsWith("/api/saved/10005") && response.ok()), heart.click()]);
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  // Collections are in the action bar's sheet.
  await bar.getByRole("button", { name: "Plan, list, collections" }).click();
  const sheet = page.getByRole("dialog", { name: "Plan, list and collections" });
  await sheet.getByText("Collections", { exact: true }).click();
  await expect(sheet.getByText("No collections yet: name one below.")).toBeVisible();
  await sheet.getByLabel("New collection").fill("Baking");
  await sheet.getByRole("button", { name: "Create and add" }).click();
  await expect(sheet.getByRole("checkbox", { name: "Baking" })).toBeChecked();
  await expectNoAxeViolations(page);

  // After a reload the heart is still filled (the server says so).
  await page.reload();
  await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveAttribute("aria-pressed", "true");

  await page.goto("/saved");
  await expect(page.getByRole("heading", { level: 1, name: "Saved recipes" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Crème Brûlée" })).toHaveCount(2);
  const baking = page.getByRole("region", { name: /Baking/ });
  await expect(baking.getByRole("link", { name: "Crème Brûlée" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("saved.png"), fullPage: true });

  await baking.getByRole("button", { name: "Take out" }).click();
  await expect(baking.getByText("No recipes in it yet")).toBeVisible();
});

test("a collection made while the first list is on its way stays in the list", ONE_WIDTH, async ({ page }) => {
  expect((await page.request.post("/api/collections", { data: { name: "Older" } })).status()).toBe(201);
  // The sheet's first read of the collections is answered as the server had them (Older alone)
  // and handed to the page only after the cook has made another one, whose own read comes first.
  let letFirstThrough = () => {};
  const firstHeld = new Promise<void>((resolve) => (letFirstThrough = resolve));
  let reads = 0;
  await page.route(/\/api\/collections\?mealId=/, async (route) => {
    const answer = await route.fetch();
    if ((reads += 1) === 1) await firstHeld;
    await route.fulfill({ response: answer });
  });
  await page.goto("/recipeDetail/10005");
  await page.getByRole("group", { name: "Recipe actions" }).getByRole("button", { name: "Plan, list, collections" }).click();
  const sheet = page.getByRole("dialog", { name: "Plan, list and collections" });
  await sheet.getByText("Collections", { exact: true }).click();
  await sheet.getByLabel("New collection").fill("Sundays");
  await sheet.getByRole("button", { name: "Create and add" }).click();
  await expect(sheet.getByRole("checkbox", { name: "Sundays" })).toBeChecked();

  const firstCame = page.waitForResponse((response) => /\/api\/collections\?mealId=/.test(response.url()));
  letFirstThrough();
  await (await firstCame).finished();
  // Two frames: the page has read the late answer and drawn what it does with it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(sheet.getByRole("checkbox")).toHaveCount(2);
  await expect(sheet.getByRole("checkbox", { name: "Sundays" })).toBeChecked();
});

test("the heart on a card saves the recipe it belongs to", async ({ page }) => {
  await page.goto("/category?c=Dessert");
  const card = page.getByRole("article", { name: "Crème Brûlée" });
  const heart = card.getByRole("button", { name: "Save", exact: true });
  await Promise.all([page.waitForResponse((response) => response.url().endsWith("/api/saved/10005") && response.ok()), heart.click()]);
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await page.goto("/saved");
  await expect(page.getByRole("link", { name: "Crème Brûlée" })).toBeVisible();
});
