import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  HTTP_ONLY,
  newAccount,
  resetCodeMailedTo,
  test,
  type TestAccount,
} from "./support/fixtures";
import { openAccountMenu } from "./support/navigation";
import { recordTimeline, toastLifetime, toastToNavigation } from "./support/timeline";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

async function signUpInBrowser(page: Page, account: TestAccount) {
  await page.goto("/signup");
  await page.getByLabel("Name", { exact: true }).fill(account.name);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign up" }).click();
}

test.describe("the gate", HTTP_ONLY, () => {
  for (const path of ["/home", "/aiChef", "/category?c=Vegan", "/about", "/contact", "/recipeDetail/10001"]) {
    test(`${path} sends a visitor to /login with a way back, before anything renders`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      const location = new URL(response.headers()["location"]!, "http://localhost");
      expect(location.pathname).toBe("/login");
      expect(location.searchParams.get("callbackUrl")).toBe(path);
      expect(await response.text()).not.toContain("Log out");
    });
  }

  test("a forged session cookie is turned away", async ({ context, page, baseURL }) => {
    await context.addCookies([{ name: "next-auth.session-token", value: "forged.token.value", url: baseURL! }]);
    await page.goto("/about");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fabout$/);
  });
});

test("sign up → log in → a signed-in page → log out → the page sends back to /login", async ({ page }) => {
  const account = newAccount();
  await recordTimeline(page);
  await signUpInBrowser(page, account);
  await expect(toast(page, "Your account has been created. Please log in.")).toBeVisible();
  await page.waitForURL("**/login");
  // The seed: after 2 seconds the app goes to /login.
  expect(await toastToNavigation(page, "Your account has been created.", "/login")).toBeGreaterThan(1500);

  await fillLogin(page, account.email, account.password);
  await expect(toast(page, "Login successful. Welcome back!")).toBeVisible();
  await page.waitForURL("**/home");
  expect(await toastToNavigation(page, "Login successful. Welcome back!", "/home")).toBeGreaterThan(700);

  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await (await openAccountMenu(page)).getByRole("button", { name: "Log out" }).click();
  await page.waitForURL("**/login");

  await page.goto("/about");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fabout$/);
  await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
});

test("the account menu's Log out works on every signed-in page", async ({ page, signIn }) => {
  test.slow(); // four cooks, eight pages
  for (const path of ["/home", "/category?c=Vegan", "/recipeDetail/10001", "/contact"]) {
    await signIn();
    await page.goto(path);
    await (await openAccountMenu(page)).getByRole("button", { name: "Log out" }).click();
    await page.waitForURL("**/login");
    await page.goto(path);
    await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  }
});

test("the sign-up form states the password rule by the field, before the cook types", async ({ page }) => {
  await page.goto("/signup");
  const password = page.getByLabel("Password", { exact: true });
  await expect(page.getByText("Use 8 to 72 characters")).toBeVisible();
  await expect(password).toHaveAccessibleDescription(/^Use 8 to 72 characters/);
  // The same rule as the form's schema: seven characters are refused, with the rule still by the field.
  await password.fill("seven77");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(password).toHaveAccessibleDescription(/Use 8 to 72 characters.*Password must be at least 8 characters\./);
});

test("the callback path brings the cook back after logging in", async ({ page, seedCook }) => {
  const account = await seedCook();
  await page.goto("/contact");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fcontact$/);
  await fillLogin(page, account.email, account.password);
  await page.waitForURL("**/contact");
  await expect(page.getByRole("heading", { name: "Contact Us" })).toBeVisible();
});

test("a signed-in cook opening /login or /signup goes to /home", async ({ page, signIn }) => {
  await signIn();
  await page.goto("/login");
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/signup");
  await expect(page).toHaveURL(/\/home$/);
});

test("a failed login shows the 'login failed' dialog with the server's message", async ({ page }) => {
  await page.goto("/login");
  await expectNoAxeViolations(page);
  await fillLogin(page, "nobody@example.com", "wrong password");
  const dialog = page.getByRole("dialog", { name: "login failed" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Invalid email or password.");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/login$/);
});

test("sign-up: the browser-side rules, and a server refusal as a 4 s error toast", async ({ page, seedCook }) => {
  test.slow(); // two axe audits, a 4 s toast watched to its end, a sign-up (bcrypt) and the seed's 2 s on the way to /login
  await recordTimeline(page);
  await page.goto("/signup");
  await expectNoAxeViolations(page);
  await page.getByLabel("Name", { exact: true }).fill("A");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
  await expect(page.getByText("Password is required.", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The server's refusal shows as a 4 s error toast; the match is the server's rule.
  const mismatched = newAccount();
  await page.getByLabel("Name", { exact: true }).fill(mismatched.name);
  await page.getByLabel("Email", { exact: true }).fill(mismatched.email);
  await page.getByLabel("Password", { exact: true }).fill(mismatched.password);
  await page.getByLabel("Confirm password", { exact: true }).fill("something else");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(toast(page, "Passwords do not match.")).toBeVisible();
  await expect(toast(page, "Passwords do not match.")).toBeHidden({ timeout: 15_000 });
  // About 4 s on screen (and its way out), as the browser saw it.
  const shownFor = await toastLifetime(page, "Passwords do not match.");
  expect(shownFor).toBeGreaterThan(3500);
  expect(shownFor).toBeLessThan(10_000);
  await expect(page).toHaveURL(/\/signup$/);

  // An email that has an account gets the same answer as a new one (no account enumeration).
  const taken = await seedCook();
  await page.goto("/signup");
  await signUpInBrowser(page, taken);
  await expect(toast(page, "Your account has been created. Please log in.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("forgot → code from the SMTP server → change: old password refused, new accepted, older sessions gone", async ({
  page,
  browser,
  baseURL,
  clientIp,
  seedCook,
}) => {
  test.slow(); // two browsers, six pages, three axe audits, four bcrypt checks and hashes, and a mail
  const account = await seedCook();

  // A session opened before the change, in another browser.
  const otherContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": `${clientIp}1` } });
  expect((await otherContext.request.post("/api/entry/login", { data: { email: account.email, password: account.password } })).status()).toBe(200);
  const otherPage = await otherContext.newPage();
  await otherPage.goto("/about");
  await expect(otherPage).toHaveURL(/\/about$/);

  await recordTimeline(page);
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot Password?" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Back" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Enter Your Email", { exact: true }).fill(account.email);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(toast(page, "If an account exists for this email, we have sent it a 12-digit reset code.")).toBeVisible();
  await page.waitForURL("**/changePassword");
  // The seed: the toast shows for about a second before the next step.
  expect(await toastToNavigation(page, "we have sent it a 12-digit reset code", "/changePassword")).toBeGreaterThan(700);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(account.email);
  await expectNoAxeViolations(page);

  const code = await resetCodeMailedTo(account.email);
  await page.getByLabel("Reset code", { exact: true }).fill(code);
  const newPassword = page.getByLabel("New password", { exact: true });
  const confirm = page.getByLabel("Confirm password", { exact: true });
  await newPassword.fill("a fresh start in the kitchen");
  await confirm.fill("a fresh start in the kitchen");
  await expect(newPassword).toHaveAttribute("type", "password");
  await expect(confirm).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show passwords" }).click();
  await expect(newPassword).toHaveAttribute("type", "text");
  await expect(confirm).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide passwords" }).click();
  await expect(newPassword).toHaveAttribute("type", "password");
  await expect(confirm).toHaveAttribute("type", "password");

  await page.getByRole("button", { name: "Change Password" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Your password has been changed. Please log in with your new password.");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "OK" }).click();
  await page.waitForURL("**/login");

  await fillLogin(page, account.email, account.password);
  await expect(page.getByRole("dialog", { name: "login failed" })).toBeVisible();
  await page.keyboard.press("Escape");
  await fillLogin(page, account.email, "a fresh start in the kitchen");
  await page.waitForURL("**/home");

  await otherPage.goto("/about");
  await expect(otherPage).toHaveURL(/\/login\?callbackUrl=%2Fabout$/);
  await otherContext.close();
});

test("a wrong reset code shows 'Error changing password!' with the server's message", async ({ page }) => {
  await page.goto("/changePassword");
  await page.getByLabel("Email", { exact: true }).fill("someone@example.com");
  await page.getByLabel("Reset code", { exact: true }).fill("1234 5678 9012");
  await page.getByLabel("New password", { exact: true }).fill("new secret words");
  await page.getByLabel("Confirm password", { exact: true }).fill("new secret words");
  await page.getByRole("button", { name: "Change Password" }).click();
  const dialog = page.getByRole("dialog", { name: "Error changing password!" });
  await expect(dialog).toContainText("This reset code is not valid or has expired.");
  await expect(dialog.getByRole("img", { name: "Error" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a failed forgot-password request shows the 'Email not found!' dialog", async ({ page }) => {
  await page.goto("/forgotPassword");
  await page.route("**/api/entry/forgotPassword", (route) => route.abort("connectionrefused"));
  await page.getByLabel("Enter Your Email", { exact: true }).fill("cook@example.com");
  await page.getByRole("button", { name: "Next" }).click();
  const dialog = page.getByRole("dialog", { name: "Email not found!" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("img", { name: "Error" })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page).toHaveURL(/\/forgotPassword$/);
});

test("the login form works with the keyboard alone", async ({ page, seedCook }) => {
  const account = await seedCook();
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).focus();
  await page.keyboard.type(account.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(account.password);
  await page.keyboard.press("Enter");
  await page.waitForURL("**/home");
});

test("next-auth's session endpoint reports the signed-in cook, and nobody once logged out", HTTP_ONLY, async ({ page, signIn }) => {
  const account = await signIn();
  const session = await page.request.get("/api/auth/session");
  expect(session.status()).toBe(200);
  expect(await session.json()).toMatchObject({ user: { name: account.name, email: account.email } });
  expect(JSON.stringify(await session.json())).not.toMatch(/passwordHash|\$2[aby]\$/);

  expect((await page.request.post("/api/entry/logout")).status()).toBe(200);
  const after = await page.request.get("/api/auth/session");
  expect((await after.json()).user).toBeUndefined();
});
