import path from "node:path";
import Database from "better-sqlite3";
import { strToU8, zipSync } from "fflate";
import type { Page } from "@playwright/test";
import { e2eDataDir } from "../playwright.config";
import { paprikaFile, paprikaSamples, tempFile } from "../tests/support/migration-files";
import { collectPageErrors, expect, expectNoAxeViolationsInBothThemes, test } from "./support/fixtures";
import { expectNoEnglishSentence } from "./support/languages";

/**
 * Issue 35, the last English a German cook met: the lines each other app's reader words itself
 * and the reasons a file was skipped, in the "From another app" report; the browser's own
 * "Choose File" (it follows the browser's language, not Res-pe's); and a limit's refusal on
 * pages other than the import, which said only "could not be saved" instead of why.
 */

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.resolve(".tmp", "screenshots", `de-${name}-${test.info().project.name}.png`), fullPage: true });
}

async function signInInGerman(page: Page, signIn: () => Promise<{ email: string }>): Promise<string> {
  const cook = await signIn();
  expect((await page.request.put("/api/account/language", { data: { locale: "de" } })).status()).toBe(200);
  return cook.email;
}

test("a German cook picks files with German buttons, by keyboard too, and reads every line of the report in German", async ({ page, signIn }) => {
  test.slow(); // an upload, a background job, axe in two themes
  const errors = collectPageErrors(page);
  await signInInGerman(page, signIn);

  await page.goto("/myRecipes/import");
  const restore = page.locator(".field").filter({ has: page.getByLabel("Datei mit exportierten Rezepten", { exact: true }) });
  await expect(restore.getByText("Datei auswählen", { exact: true })).toBeVisible();
  await expect(restore.getByText("Keine Datei ausgewählt", { exact: true })).toBeVisible();
  await page.getByRole("tab", { name: /Foto/ }).click();
  await expect(page.getByText("Dateien auswählen", { exact: true })).toBeVisible();
  await screenshot(page, "file-picker-photo");

  await page.goto("/myRecipes/import?from=app");
  const input = page.getByLabel("Exportdatei aus deiner anderen App");
  // By keyboard: Tab reaches the picker, and its button shows the focus.
  await page.getByRole("tab", { name: "Aus einer anderen App" }).focus();
  for (let step = 0; step < 6 && !(await input.evaluate((element) => element === document.activeElement)); step += 1) await page.keyboard.press("Tab");
  await expect(input).toBeFocused();
  await expect(page.locator(".file-picker").filter({ has: input }).locator(".file-picker__button")).toHaveCSS("outline-style", "solid");
  await expectNoEnglishSentence(page);
  await expectNoAxeViolationsInBothThemes(page);

  const { tatin } = await paprikaSamples();
  // A Miscellaneous recipe, like every test's, with lines only Paprika's reader words, and a file it skips.
  const recipe = { ...tatin, categories: ["Weekend"], source: "Omas Kochbuch", difficulty: "Mittel" };
  const file = tempFile("Omas Rezepte.paprikarecipes", zipSync({ "Tatin.paprikarecipe": paprikaFile(recipe), "Kaputt.paprikarecipe": strToU8("{ kein json") }));
  await input.setInputFiles(file);
  await expect(page.getByText("Omas Rezepte.paprikarecipes", { exact: true })).toBeVisible();
  await page.getByLabel("Aus welcher App stammt sie?").selectOption({ label: "Paprika 3" });
  await page.getByRole("button", { name: "Meine Rezepte übernehmen" }).click();
  const report = page.getByRole("region", { name: "Was aus Paprika 3 übernommen wurde" });
  await expect(report).toBeVisible({ timeout: 60_000 });
  await report.getByText(/^Was nicht unverändert übernommen wurde/).click();
  await expect(report.getByText("Quelle („Omas Kochbuch“)", { exact: true })).toBeVisible();
  await expect(report.getByText("Schwierigkeit („Mittel“)", { exact: true })).toBeVisible();
  await expect(report.getByText("Kaputt.paprikarecipe ist kein gültiges JSON: Exportiere es noch einmal.")).toBeVisible();
  await expect(report.getByText(/Source \(|Difficulty \(|is not valid JSON/)).toHaveCount(0);
  await screenshot(page, "migration-report-own-lines");
  await expectNoEnglishSentence(page);
  await expectNoAxeViolationsInBothThemes(page);
  expect(errors).toEqual([]);
});

test("a German cook who reached a limit on the pantry reads why, in German", async ({ page, signIn }) => {
  const email = await signInInGerman(page, signIn);
  await page.goto("/pantry");
  await page.getByLabel("Zutat hinzufügen").fill("Kichererbsen");
  await page.getByRole("button", { name: "Hinzufügen", exact: true }).click();
  await expect(page.getByText("Kichererbsen hinzugefügt.")).toBeVisible();

  // The cook's budget for list changes used up, as a script ticking a list would.
  const database = new Database(path.join(e2eDataDir, "res-pe.db"), { fileMustExist: true });
  try {
    database.pragma("busy_timeout = 5000");
    const { id } = database.prepare('SELECT "id" FROM "User" WHERE "email" = ?').get(email) as { id: string };
    expect(database.prepare('UPDATE "RateLimitBucket" SET "count" = 100000 WHERE "key" = ?').run(`kitchen:cook:${id}`).changes).toBe(1);
  } finally {
    database.close();
  }

  await page.getByLabel("Zutat hinzufügen").fill("Linsen");
  await page.getByRole("button", { name: "Hinzufügen", exact: true }).click();
  // The 429's own reason, not the page's general "could not be saved".
  await expect(page.getByText("Zu viele Änderungen in kurzer Zeit. Bitte warte ein paar Minuten und versuche es dann noch einmal.")).toBeVisible();
  await expect(page.getByText("Too many changes in a short time")).toHaveCount(0);
  await screenshot(page, "pantry-limit");
});

test("a German cook who types something that is no ingredient reads why, in German, with what they typed", async ({ page, signIn }) => {
  await signInInGerman(page, signIn);
  await page.goto("/pantry");
  await page.getByLabel("Zutat hinzufügen").fill("2 große");
  await page.getByRole("button", { name: "Hinzufügen", exact: true }).click();
  await expect(page.locator("[data-sonner-toast]", { hasText: "„2 große“ ist keine Zutat: Schreib auf, was in deiner Küche ist, etwa „Zwiebeln“." })).toBeVisible();
  await expect(page.getByText("does not name an ingredient")).toHaveCount(0);
  // Nothing was kept, and what the cook typed is still there to put right.
  await expect(page.getByRole("list", { name: "Dein Vorrat" }).getByText("2 große")).toHaveCount(0);
  await expect(page.getByLabel("Zutat hinzufügen")).toHaveValue("2 große");
  await expectNoEnglishSentence(page);
  await screenshot(page, "pantry-not-an-ingredient");
});
