import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { ONE_WIDTH, expect, expectNoAxeViolations, newAccount, test } from "./support/fixtures";
import { startFreshSite, type FreshSite } from "./support/fresh-site";

/**
 * Issue 35, the screen a cook meets when a page fails (app/global-error.tsx): said in the page's
 * language, not Next's English "This page couldn’t load". The failures are real: a fresh site of its own
 * (e2e/support/fresh-site.ts) whose database loses a table under the running server, as a broken
 * migration or a disk would take it, then gets it back for the retry.
 */

/** Renames a table of the site's SQLite database: the server's next query of it fails ("no such table"). */
function renameTable(site: FreshSite, from: string, to: string): void {
  const database = new Database(site.databaseFile, { fileMustExist: true });
  try {
    database.pragma("busy_timeout = 5000");
    database.exec(`ALTER TABLE "${from}" RENAME TO "${to}"`);
  } finally {
    database.close();
  }
}

async function expectGermanErrorScreen(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const screen = page.getByRole("alert");
  await expect(screen.getByRole("heading", { level: 1, name: "Diese Seite konnte nicht geladen werden" })).toBeVisible();
  await expect(screen.getByText("Bei uns ist etwas schiefgegangen. Bitte versuch es gleich noch einmal.")).toBeVisible();
  await expect(screen.getByRole("button", { name: "Noch einmal versuchen" })).toBeVisible();
  await expect(screen.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/");
  await expect(page).toHaveTitle("Diese Seite konnte nicht geladen werden");
  await expect(page.getByText(/couldn’t load|could not load|Try again|Reload/)).toHaveCount(0);
  await expectNoAxeViolations(page);
}

test("a page that fails says so in German, signed in, signed out and when the whole layout fails, and its retry works", ONE_WIDTH, async ({ browser }) => {
  test.setTimeout(300_000); // a site of its own: its database prepared, its server started
  const site = await startFreshSite(`error-screens-${test.info().workerIndex}`);
  try {
    // A German cook (the account's setting), in a browser that asks for English.
    const cookContext = await browser.newContext({ baseURL: site.origin, locale: "en-US" });
    const account = newAccount();
    expect((await cookContext.request.post("/api/entry/register", { data: { ...account, confirmPassword: account.password } })).status()).toBe(201);
    expect((await cookContext.request.post("/api/entry/login", { data: { email: account.email, password: account.password } })).status()).toBe(200);
    expect((await cookContext.request.put("/api/account/language", { data: { locale: "de" } })).status()).toBe(200);
    const page = await cookContext.newPage();

    await test.step("a signed-in page: German by the cook's choice, and Try again brings the page once the database is back", async () => {
      renameTable(site, "Pantry", "PantryAway");
      await page.goto("/pantry");
      await expectGermanErrorScreen(page);
      renameTable(site, "PantryAway", "Pantry");
      await page.getByRole("button", { name: "Noch einmal versuchen" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Was kann ich kochen?" })).toBeVisible();
    });

    await test.step("a public page, signed out, in the browser's German", async () => {
      const visitorContext = await browser.newContext({ baseURL: site.origin, locale: "de-DE" });
      const visitor = await visitorContext.newPage();
      renameTable(site, "SiteSetting", "SiteSettingAway");
      await visitor.goto("/signup");
      await expectGermanErrorScreen(visitor);
      renameTable(site, "SiteSettingAway", "SiteSetting");
      await visitorContext.close();
    });

    await test.step("every page's layout (the cook's account cannot be read): German by the cook's choice", async () => {
      renameTable(site, "User", "UserAway");
      // The session check remembers an account for a second (lib/auth): until then /home still draws.
      await expect(async () => {
        await page.goto("/home");
        await expect(page.getByRole("heading", { level: 1, name: "Diese Seite konnte nicht geladen werden" })).toBeVisible({ timeout: 2000 });
      }).toPass({ timeout: 15_000 });
      await expectGermanErrorScreen(page);
    });
    await cookContext.close();
  } finally {
    await site.stop();
  }
});
