import type { Page } from "@playwright/test";
import fs from "node:fs";
import { expect, expectNoAxeViolations, newAccount, test } from "./support/fixtures";
import { openAccountMenu } from "./support/navigation";
import { emailChangeCodeMailedTo, mailTo } from "./support/mail";
import { apiRecipe } from "./support/recipes";

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]", { hasText: text });
const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("/account sends a visitor to /login and is linked from the account menu", async ({ page, request, signIn }) => {
  const response = await request.get("/account", { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers()["location"]).toMatch(/\/login\?callbackUrl=%2Faccount$/);

  await signIn();
  await page.goto("/home");
  await (await openAccountMenu(page)).getByRole("link", { name: "Account", exact: true }).click();
  await page.waitForURL("**/account");
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("/account speaks plain language: no server addresses, no developer jargon", async ({ page, signIn }) => {
  await signIn();
  await page.goto("/account");
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expect(main).not.toContainText(/localhost|127\.0\.0\.1|https?:\/\/|\/api\/|written for TheMealDB/);
  // The addresses are for developers, on their own page.
  await expect(section(page, "API keys").getByRole("link", { name: "developer page" })).toHaveAttribute("href", "/developers");
});

test("change the name: the page and the cook's recipes show the new one", async ({ page, signIn }) => {
  await signIn();
  // Not an A, B or C: the Recipe Finder's letter tests expect exactly the catalog's meals there.
  const recipe = await apiRecipe(page, "Quiet account pasta");
  await page.goto("/account");
  const name = section(page, "Name").getByRole("textbox", { name: "Name" });
  await name.fill("A");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
  await expectNoAxeViolations(page);

  await name.fill("Grace Hopper");
  await name.press("Enter");
  await expect(toast(page, "Your name has been changed.")).toBeVisible();
  await page.goto(`/recipeDetail/${recipe.id}`);
  await expect(page.getByRole("main").getByText("Grace Hopper").first()).toBeVisible();
  // The account menu greets the cook by the new name too.
  await expect((await openAccountMenu(page)).getByText("Signed in as Grace Hopper")).toBeVisible();
  await page.goto("/account");
  await expect(section(page, "Name").getByRole("textbox", { name: "Name" })).toHaveValue("Grace Hopper");
});

test("change the password with the keyboard: other sessions end, this one stays, a notice is mailed", async ({
  page,
  browser,
  baseURL,
  clientIp,
  signIn,
}) => {
  test.slow(); // two browsers, an axe audit, five bcrypt checks and hashes, and a mail
  const account = await signIn();
  const otherContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": `${clientIp}1` } });
  expect((await otherContext.request.post("/api/entry/login", { data: { email: account.email, password: account.password } })).status()).toBe(200);
  const otherPage = await otherContext.newPage();
  await otherPage.goto("/about");
  await expect(otherPage).toHaveURL(/\/about$/);

  await page.goto("/account");
  const password = section(page, "Password");
  await password.getByLabel("Current password", { exact: true }).fill("not the password");
  await password.getByLabel("New password", { exact: true }).fill("a fresh start in the kitchen");
  await password.getByLabel("Confirm new password", { exact: true }).fill("a fresh start in the kitchen");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(toast(page, "This is not your current password.")).toBeVisible();
  await expect(password.getByText("This is not your current password.")).toBeVisible();
  await expect(password.getByLabel("Current password", { exact: true })).toBeFocused();
  await expectNoAxeViolations(page);

  // Keyboard only: the focus is on the current password.
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(account.password);
  await page.keyboard.press("Enter");
  await expect(toast(page, /Your password has been changed/)).toBeVisible();
  await expect(password.getByLabel("Current password", { exact: true })).toHaveValue("");

  await page.reload();
  await expect(page).toHaveURL(/\/account$/);
  await otherPage.goto("/about");
  await expect(otherPage).toHaveURL(/\/login\?callbackUrl=%2Fabout$/);
  await otherContext.close();
  expect(await mailTo(account.email, "Your Res-pe password was changed")).toContain("signed out");
  const relogin = await page.request.post("/api/entry/login", { data: { email: account.email, password: "a fresh start in the kitchen" } });
  expect(relogin.status()).toBe(200);
});

test("change the email: a code from the new address confirms it, the old address is told", async ({ page, signIn }) => {
  const account = await signIn();
  const newEmail = newAccount().email;
  await page.goto("/account");
  const email = section(page, "Email");
  await expect(email).toContainText(account.email);
  await email.getByLabel("New email", { exact: true }).fill(newEmail);
  await email.getByLabel("Your password", { exact: true }).fill(account.password);
  await email.getByRole("button", { name: "Send confirmation code" }).click();
  await expect(toast(page, `We have sent a 6-digit code to ${newEmail}.`)).toBeVisible();
  const code = email.getByLabel("Confirmation code", { exact: true });
  await expect(code).toBeVisible();
  await expectNoAxeViolations(page);

  // A reload keeps the step: the code is still waiting.
  await page.reload();
  await code.fill("000000" === (await emailChangeCodeMailedTo(newEmail)) ? "111111" : "000000");
  await email.getByRole("button", { name: "Confirm new email" }).click();
  await expect(email.getByText("This code is not valid or has expired.")).toBeVisible();

  await code.fill(await emailChangeCodeMailedTo(newEmail));
  await code.press("Enter");
  await expect(toast(page, "Your email has been changed.")).toBeVisible();
  await expect(email).toContainText(newEmail);
  await expect(email.getByLabel("New email", { exact: true })).toBeVisible();
  expect(await mailTo(account.email, "Your Res-pe email was changed")).toContain(newEmail);
  expect((await page.request.post("/api/entry/login", { data: { email: newEmail, password: account.password } })).status()).toBe(200);
});

test("download my data: a JSON file with the account, the recipes and no password", async ({ page, signIn }) => {
  const account = await signIn();
  const recipe = await apiRecipe(page, "Exported pasta");
  await page.goto("/account");
  const downloading = page.waitForEvent("download");
  await section(page, "Your data").getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^res-pe-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = fs.readFileSync((await download.path())!, "utf8");
  expect(text).not.toMatch(/passwordHash|\$2[aby]\$/);
  const data = JSON.parse(text);
  expect(data.account.email).toBe(account.email);
  expect(data.recipes.map((entry: { id: string }) => entry.id)).toEqual([recipe.id]);
  await expect(toast(page, "Your data is saved as")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("delete the account: asked twice, then signed out with the recipes gone", async ({ page, signIn }) => {
  const account = await signIn();
  const recipe = await apiRecipe(page, "Doomed pasta");
  await page.goto("/account");
  const danger = section(page, "Delete your account");
  const password = danger.getByLabel("Password to delete your account", { exact: true });
  await password.fill("wrong password");
  await danger.getByRole("button", { name: "Delete my account" }).click();
  let dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(danger.getByText("This is not your current password.")).toBeVisible();

  await password.fill(account.password);
  await password.press("Enter");
  dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  // Cancel is focused first: Escape keeps everything.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await danger.getByRole("button", { name: "Delete my account" }).click();
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(toast(page, "Your account and everything in it have been deleted.")).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/");

  await page.goto(`/recipeDetail/${recipe.id}`);
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  expect((await page.request.post("/api/entry/login", { data: { email: account.email, password: account.password } })).status()).toBe(401);
});
