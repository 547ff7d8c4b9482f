import type { Page, Route } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * Issue 31: a form's validation (react-hook-form, its zod resolver, the form's schema) loads after
 * the page, when the cook starts using the form. A cook quicker than that loses nothing: what they
 * typed stays, and a submit waits for the validation rather than going anywhere without it.
 */

// The service worker would answer scripts itself, past the holding below.
test.use({ serviceWorkers: "block" });

/**
 * Holds every script the page did not name in its HTML (what loads later: the form's validation,
 * the toaster) until `release()`: the state of a slow network right after the page arrived.
 */
async function holdScriptsLoadedLater(page: Page) {
  const named = new Set<string>();
  const held: Route[] = [];
  let holding = true;
  await page.route(
    (url) => url.pathname.startsWith("/_next/static/chunks/") && url.pathname.endsWith(".js"),
    (route) => {
      const path = new URL(route.request().url()).pathname;
      if (!holding || named.has(path)) return route.continue();
      held.push(route);
    },
  );
  await page.route(
    (url) => url.pathname === "/login",
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      for (const [path] of html.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)) named.add(path);
      await route.fulfill({ response, body: html });
    },
  );
  return {
    held: () => held.length,
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

test("typed into the login form before its validation loaded: the text stays, the submit waits and is validated", async ({ page, seedCook }) => {
  const cook = await seedCook();
  const scripts = await holdScriptsLoadedLater(page);
  await page.goto("/login");
  const email = page.getByLabel("Email", { exact: true });
  const password = page.getByLabel("Password", { exact: true });
  await email.fill(cook.email);
  await page.getByRole("button", { name: "Log in" }).click();

  // The validation is still on its way (held): the form says it is at work, and says nothing yet.
  await expect.poll(scripts.held).toBeGreaterThan(0);
  await expect(page.getByRole("button", { name: "Logging in…" })).toBeDisabled();
  await expect(page.getByText("Password is required.")).toBeHidden();
  await expect(email).toHaveValue(cook.email);

  await scripts.release();
  // The same rules as ever once it has come: the missing password by its field, the email kept.
  await expect(page.getByText("Password is required.")).toBeVisible();
  await expect(email).toHaveValue(cook.email);
  await expect(page).toHaveURL(/\/login$/);

  await password.fill(cook.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL("**/home");
});

test("a password form sent before any of the page's script ran never puts the password in the address", async ({ browser, seedCook }, testInfo) => {
  const cook = await seedCook();
  // No script at all: the state of the first instant on a slow phone, or a browser with scripts off.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: testInfo.project.use.baseURL });
  try {
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel("Email", { exact: true }).fill(cook.email);
    await page.getByLabel("Password", { exact: true }).fill(cook.password);
    const [answer] = await Promise.all([page.waitForResponse((response) => response.request().method() === "POST"), page.getByRole("button", { name: "Log in" }).click()]);
    expect(answer.status()).toBeLessThan(500);
    expect(page.url()).not.toContain(encodeURIComponent(cook.password));
    expect(page.url()).not.toContain("password=");
  } finally {
    await context.close();
  }
});
