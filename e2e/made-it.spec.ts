import sharp from "sharp";
import type { Page, TestInfo } from "@playwright/test";
import { expect, expectNoAxeViolationsInBothThemes, test } from "./support/fixtures";
import { apiRecipe } from "./support/recipes";

/** axe in both themes, with a full-page screenshot of each for a person to look at. */
const axeInBothThemes = (page: Page, testInfo: TestInfo, name: string) =>
  expectNoAxeViolationsInBothThemes(page, (colorScheme) =>
    page.screenshot({ path: testInfo.outputPath(`${name}-${colorScheme}-${testInfo.project.name}.png`), fullPage: true }).then(() => undefined),
  );

test("an “I made it” note with a photo appears on the cook's timeline on /saved", async ({ page, signIn }, testInfo) => {
  test.slow();
  await signIn();
  await page.goto("/recipeDetail/10005");
  await page.getByRole("button", { name: "I made it" }).click();
  const sheet = page.getByRole("dialog", { name: "I made “Crème Brûlée”" });
  await sheet.getByLabel("Note (how it went)").fill("Crackled perfectly this time.");
  await sheet.getByLabel("Changes I made").fill("Brown sugar on top");
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 230, g: 180, b: 90 } } }).png().toBuffer();
  await sheet.getByLabel(/^Photo/).setInputFiles({ name: "brulee.png", mimeType: "image/png", buffer: photo });
  await axeInBothThemes(page, testInfo, "made-it-sheet");
  await Promise.all([page.waitForResponse((response) => /\/api\/made-it\/[a-z0-9]+\/photo$/.test(response.url()) && response.ok()), sheet.getByRole("button", { name: "Save note" }).click()]);
  await expect(page.getByText("Noted. Your notes are on Saved, under Cooked.")).toBeVisible();

  await page.goto("/saved");
  const cooked = page.getByRole("region", { name: "Cooked" });
  await expect(cooked.getByText(/Cooked once, last on/)).toBeVisible();
  await expect(cooked.getByText("Crackled perfectly this time.")).toBeVisible();
  await expect(cooked.getByText("Changes: Brown sugar on top")).toBeVisible();
  const picture = cooked.getByRole("img", { name: "Your photo of Crème Brûlée" });
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await axeInBothThemes(page, testInfo, "saved-cooked");
});

test("a recipe's owner shows cooks' shared notes, sees a report and hides the note; only shared notes ever show", async ({ page, browser, clientIp, signIn, signInAs }, testInfo) => {
  test.slow();
  await signIn();
  const recipe = await apiRecipe(page, "Olga's barley stew");
  const carlaContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport, extraHTTPHeaders: { "X-Forwarded-For": `${clientIp}1` } });
  const carla = await carlaContext.newPage();
  const carlaName = (await signInAs(carlaContext)).name;
  for (const [note, shared] of [["Lovely with crusty bread", true], ["Private: burnt it", false]] as const) {
    const made = await carla.request.post("/api/made-it", { data: { mealId: recipe.id, cookedOn: "2026-11-20", note, shared } });
    expect(made.status()).toBe(201);
  }

  // The recipe is public: its page, kept whole by the server, shows no notes until the owner allows them.
  const published = await page.request.put(`/api/recipes/${recipe.id}/public`);
  expect(published.status()).toBe(200);
  const publicPath = ((await published.json()) as { path: string }).path;
  await carla.goto(publicPath);
  await expect(carla.getByRole("heading", { name: "Olga's barley stew", level: 1 })).toBeVisible();
  await expect(carla.getByRole("region", { name: "Cooks' notes" })).toHaveCount(0);

  await page.goto(`/recipeDetail/${recipe.id}`);
  const panel = page.getByRole("region", { name: "Cooks' notes on your recipe" });
  await expect(panel.getByText("Lovely with crusty bread")).toBeVisible();
  await expect(panel.getByText("Private: burnt it")).toHaveCount(0);
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith(`/api/recipes/${recipe.id}/cooks-notes`) && response.ok()),
    panel.getByRole("checkbox", { name: /Show other cooks' notes/ }).check(),
  ]);
  await axeInBothThemes(page, testInfo, "owner-cooks-notes");
  await carla.goto(publicPath);
  await expect(carla.getByRole("region", { name: "Cooks' notes" }).getByText("Lovely with crusty bread")).toBeVisible();

  await carla.goto(`/recipeDetail/${recipe.id}`);
  const notes = carla.getByRole("region", { name: "Cooks' notes" });
  await expect(notes.getByText("Lovely with crusty bread")).toBeVisible();
  await expect(notes.getByText(carlaName, { exact: true })).toBeVisible();
  await expect(carla.getByText("Private: burnt it")).toHaveCount(0);
  await axeInBothThemes(carla, testInfo, "cooks-notes");
  await notes.getByRole("button", { name: /^Report/ }).click();
  await expect(notes.getByText("Reported. Thank you")).toBeVisible();

  await page.reload();
  await expect(panel.getByText("reported once")).toBeVisible();
  await panel.getByRole("button", { name: /^Hide/ }).click();
  await expect(panel.getByRole("button", { name: /^Show again/ })).toBeVisible();
  await carla.reload();
  await expect(carla.getByRole("heading", { name: "Olga's barley stew", level: 1 })).toBeVisible();
  await expect(carla.getByRole("region", { name: "Cooks' notes" })).toHaveCount(0);
  await carla.goto(publicPath);
  await expect(carla.getByRole("heading", { name: "Olga's barley stew", level: 1 })).toBeVisible();
  await expect(carla.getByText("Lovely with crusty bread")).toHaveCount(0);
  await carlaContext.close();
});
