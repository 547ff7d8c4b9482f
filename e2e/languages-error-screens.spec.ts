import Database from "better-sqlite3";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { ONE_WIDTH, expect, expectNoAxeViolations, newAccount, test as base, type TestAccount } from "./support/fixtures";
import { startFreshSite, type FreshSite } from "./support/fresh-site";

/**
 * Issue 35, the screen a cook meets when a page fails (app/global-error.tsx): said in the page's
 * language, not Next's English "This page couldn’t load", and dressed as the site. The failures
 * are real: a fresh site of its own (e2e/support/fresh-site.ts) whose database loses a table under
 * the running server, as a broken migration or a disk would take it, then gets it back.
 */
const test = base.extend<object, { site: FreshSite }>({
  site: [
    async ({}, provide, workerInfo) => {
      const site = await startFreshSite(`error-screens-${workerInfo.workerIndex}`);
      await provide(site);
      await site.stop();
    },
    { scope: "worker", timeout: 400_000 },
  ],
});

// One site for the file's tests, one after another: each breaks its database for a moment.
test.describe.configure({ mode: "default" });

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

/** Runs `during` while the table is away, and puts it back whatever happens. */
async function withoutTable<T>(site: FreshSite, table: string, during: () => Promise<T>): Promise<T> {
  renameTable(site, table, `${table}Away`);
  try {
    return await during();
  } finally {
    renameTable(site, `${table}Away`, table);
  }
}

/** A new cook signed up and signed in through the routes, in a browser context's or a client's cookie jar. */
async function signUpAndIn(request: APIRequestContext, account: TestAccount = newAccount()): Promise<TestAccount> {
  expect((await request.post("/api/entry/register", { data: { ...account, confirmPassword: account.password } })).status()).toBe(201);
  await signIn(request, account);
  return account;
}

/** The login the login form sends (POST /api/entry/login), into `request`'s cookie jar. */
async function signIn(request: APIRequestContext, account: TestAccount): Promise<void> {
  expect((await request.post("/api/entry/login", { data: { email: account.email, password: account.password } })).status()).toBe(200);
}

/** A browser that asks for English and has never been to the site. */
const englishBrowser = (browser: Browser, site: FreshSite) => browser.newContext({ baseURL: site.origin, locale: "en-US" });

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

/** Opens a signed-in page until it fails: the session check remembers an account for a second (lib/auth). */
async function openUntilItFails(page: Page, path: string): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByRole("alert").getByRole("heading", { level: 1 })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}

test("a page that fails says so in German, signed in, signed out and when the whole layout fails, and its retry works", ONE_WIDTH, async ({ browser, site }) => {
  test.setTimeout(120_000);
  // A German cook (the account's setting), in a browser that asks for English.
  const cookContext = await englishBrowser(browser, site);
  await signUpAndIn(cookContext.request);
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
    await withoutTable(site, "SiteSetting", async () => {
      await visitor.goto("/signup");
      await expectGermanErrorScreen(visitor);
    });
    await visitorContext.close();
  });

  await test.step("every page's layout (the cook's account cannot be read): German by the cook's choice", async () => {
    await withoutTable(site, "User", async () => {
      await openUntilItFails(page, "/home");
      await expectGermanErrorScreen(page);
    });
  });
  await cookContext.close();
});

test("a cook who chose German signs in on a new browser in English: its error screens are German, even when the account cannot be read", ONE_WIDTH, async ({ browser, playwright, site }) => {
  test.setTimeout(60_000);
  // The cook chose German on another device.
  const phone = await playwright.request.newContext({ baseURL: site.origin });
  const account = await signUpAndIn(phone);
  expect((await phone.put("/api/account/language", { data: { locale: "de" } })).status()).toBe(200);
  await phone.dispose();

  // The new browser signs in, and the first page it opens after that fails in every layout.
  const laptop = await englishBrowser(browser, site);
  await signIn(laptop.request, account);
  const page = await laptop.newPage();
  await withoutTable(site, "User", async () => {
    await openUntilItFails(page, "/home");
    await expectGermanErrorScreen(page);
  });
  await laptop.close();
});

test("a cook who chooses German on another device gets it on this browser's next page, its error screen included", ONE_WIDTH, async ({ browser, playwright, site }) => {
  test.setTimeout(60_000);
  // Signed in on this browser while the account still followed each browser's language (English here).
  const laptop = await englishBrowser(browser, site);
  const account = await signUpAndIn(laptop.request);
  const page = await laptop.newPage();

  // Then German, chosen on the phone.
  const phone = await playwright.request.newContext({ baseURL: site.origin });
  await signIn(phone, account);
  expect((await phone.put("/api/account/language", { data: { locale: "de" } })).status()).toBe(200);
  await phone.dispose();

  // The laptop's next signed-in page fails on the server: its screen is German all the same.
  await withoutTable(site, "Pantry", async () => {
    await page.goto("/pantry");
    await expectGermanErrorScreen(page);
  });
  await laptop.close();
});

test("the error screen looks like the site at phone and desktop widths, light and dark, when the server render failed", ONE_WIDTH, async ({ browser, site }, testInfo) => {
  test.setTimeout(90_000);
  const visitorContext = await browser.newContext({ baseURL: site.origin, locale: "de-DE" });
  const page = await visitorContext.newPage();
  await withoutTable(site, "SiteSetting", async () => {
    await page.goto("/signup");
    await expect(page.getByRole("heading", { level: 1, name: "Diese Seite konnte nicht geladen werden" })).toBeVisible();
    const retry = page.getByRole("button", { name: "Noch einmal versuchen" });
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        // The site's page colour, its brand button and its type (tokens.css), not the browser's bare defaults.
        await expect
          .poll(() => page.evaluate(() => getComputedStyle(document.elementFromPoint(2, 2)!).backgroundColor))
          .toBe(scheme === "light" ? "rgb(255, 250, 243)" : "rgb(23, 18, 14)");
        await expect(retry).toHaveCSS("background-color", "rgb(185, 58, 10)");
        await expect(retry).toHaveCSS("border-radius", "999px");
        await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /system-ui/);
        // Nothing wider than the window: the longest German words wrap.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const box = await retry.boundingBox();
        expect(box!.height).toBeGreaterThanOrEqual(44);
        await page.screenshot({ path: testInfo.outputPath(`error-screen-${width}-${scheme}.png`) });
        await test.step(`axe at ${width} px, ${scheme}`, () => expectNoAxeViolations(page));
      }
    }
  });
  await visitorContext.close();
});

test("a public recipe whose check fails at the request gate shows the site's error screen in the visitor's language, not Next's English last resort", ONE_WIDTH, async ({ browser, site }) => {
  test.setTimeout(60_000);
  const visitorContext = await browser.newContext({ baseURL: site.origin, locale: "de-DE" });
  const page = await visitorContext.newPage();
  // The gate asks whether the address was made private lately (a 410) before the page is drawn.
  await withoutTable(site, "PublicSlug", async () => {
    await page.goto(`/r/lost-soup-${Date.now()}`);
    await expectGermanErrorScreen(page);
  });
  await visitorContext.close();
});
