import fs from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { fillSqliteSite, sqliteSnapshotHeld } from "../tooling/backup-site";
import { expect, expectNoAxeViolationsInBothThemes, newAccount, test as base, type TestAccount } from "./support/fixtures";
import { OIDC_ADMIN_GROUP, OIDC_BUTTON, startFreshSite, type FreshSite } from "./support/fresh-site";
import { mainNav, openAccountMenu } from "./support/navigation";

/**
 * Issue 34 on a fresh site of its own (e2e/support/fresh-site.ts): its first account is the
 * admin, who closes sign-ups, lets one person in by an invite link and disables a cook; cooks
 * sign in through a real OpenID Connect provider on 127.0.0.1, which is made to misbehave.
 */
const test = base.extend<object, { site: FreshSite }>({
  site: [
    async ({}, provide, workerInfo) => {
      const site = await startFreshSite(`admin-${workerInfo.project.name}-${workerInfo.workerIndex}`);
      await provide(site);
      await site.stop();
    },
    { scope: "worker", timeout: 400_000 },
  ],
});

// One site per project, its story told in order: the first account, then what its admin does.
test.describe.configure({ mode: "serial" });

const SCREENS = path.resolve(".tmp", "screens");
let adminState = "";
let invited: TestAccount | undefined;

async function signUp(page: Page, origin: string, account: TestAccount, link = `${origin}/signup`) {
  await page.goto(link);
  await page.getByLabel("Name", { exact: true }).fill(account.name);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
}

async function logIn(page: Page, account: TestAccount) {
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** Chooses a registration mode by keyboard, as the radio group is meant to be used, and saves it. */
async function chooseMode(page: Page, mode: RegExp, said: string) {
  await page.getByRole("radio", { name: mode }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("radio", { name: mode })).toBeChecked();
  await page.getByRole("button", { name: "Save" }).press("Enter");
  await expect(page.getByText(said)).toBeVisible();
}

async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS, `${name}-${page.viewportSize()!.width}.png`), fullPage: true });
}

async function newContext(browser: Browser, from: BrowserContext, storageState?: string) {
  const viewport = from.pages()[0]?.viewportSize() ?? undefined;
  return browser.newContext({ viewport, storageState });
}

test("the first account is the admin; closed sign-ups are refused, an invite lets one person in, a disabled cook is signed out", async ({ page, browser, context, site }) => {
  test.setTimeout(240_000);
  const admin = newAccount();
  await signUp(page, site.origin, admin);
  await logIn(page, admin);
  await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });
  await (await openAccountMenu(page)).getByRole("link", { name: "Site admin" }).click();
  await expect(page.getByRole("heading", { name: "Site admin", level: 1 })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  await screenshot(page, "admin");

  // Closed: the sign-up page says so, and the route refuses.
  await chooseMode(page, /Closed/, "Nobody can sign up.");
  const visitorContext = await newContext(browser, context);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${site.origin}/signup`);
  await expect(visitor.getByText("New sign-ups are closed on this site.")).toBeVisible();
  await expect(visitor.getByRole("button", { name: "Sign up" })).toHaveCount(0);
  const refused = await visitor.request.post(`${site.origin}/api/entry/register`, { data: { ...newAccount(), confirmPassword: "lentil soup on sundays" } });
  expect(refused.status()).toBe(403);

  // Invite only: one link, one person.
  await chooseMode(page, /Invite only/, "Only people with an invite link can sign up.");
  await page.getByRole("button", { name: "Make an invite link" }).press("Enter");
  const link = await page.getByLabel(/Invite link/).inputValue();
  expect(link).toMatch(new RegExp(`^${site.origin}/signup\\?invite=`));
  invited = { ...newAccount(), name: "Invited Cook" };
  await signUp(visitor, site.origin, invited, link);
  const lateContext = await newContext(browser, context);
  const late = await lateContext.newPage();
  await late.goto(link);
  await expect(late.getByText("This invite link has been used or has expired.", { exact: false })).toBeVisible();
  await lateContext.close();

  // The invited cook signs in; the admin disables them; their open page's next request signs them out.
  await logIn(visitor, invited);
  await expect(visitor).toHaveURL(/\/home$/, { timeout: 15_000 });
  await page.goto(`${site.origin}/admin?q=${encodeURIComponent(invited.email)}`);
  await page.getByRole("group", { name: `Actions for ${invited.name}` }).getByRole("button", { name: "Disable" }).press("Enter");
  await expect(page.getByText("The cook is disabled and signed out everywhere.")).toBeVisible();
  await expect(page.getByText(/Disabled/).first()).toBeVisible();
  await mainNav(visitor).getByRole("link", { name: "Plan" }).click();
  await expect(visitor).toHaveURL(/\/login/);
  await logIn(visitor, invited);
  await expect(visitor.getByRole("dialog", { name: "login failed" })).toContainText("This account has been disabled by the site's admin.");
  await visitorContext.close();

  adminState = path.join(SCREENS, `admin-state-${test.info().project.name}.json`);
  await context.storageState({ path: adminState });
});

test("single sign-on through the site's OpenID provider, refusing what a provider must not be trusted with", async ({ page, browser, context, site }) => {
  test.setTimeout(240_000);
  const signInWithProvider = async (on: Page, login: string) => {
    await on.goto(`${site.origin}/login`);
    await on.getByRole("button", { name: OIDC_BUTTON }).click();
    await on.locator('input[name="login"]').fill(login);
    await on.locator('input[name="password"]').fill("any password");
    await on.locator('button[type="submit"]').click();
  };
  const refusalOn = (on: Page) => on.locator(".sign-in-refusal");

  // The site is invite only (the test above): the provider's new cook is refused, and told why.
  site.oidc.accounts.set("ada", { email: "ada.oidc@example.com", email_verified: true, name: "Ada Oidc", groups: [OIDC_ADMIN_GROUP] });
  await signInWithProvider(page, "ada");
  await expect(page).toHaveURL(/\/login\?error=OidcInviteOnly/);
  await expect(refusalOn(page)).toContainText("Sign-ups on this site are by invitation");
  await expectNoAxeViolationsInBothThemes(page);
  await screenshot(page, "login-oidc-refused");

  const adminContext = await newContext(browser, context, adminState);
  // An invite link lets one new cook in through the provider: the invite goes with them and back.
  const made = await adminContext.request.post(`${site.origin}/api/admin/invites`);
  expect(made.status()).toBe(201);
  const { url: inviteLink } = (await made.json()) as { url: string };
  site.oidc.accounts.set("grace", { email: "grace.oidc@example.com", email_verified: true, name: "Grace Oidc" });
  const grace = await (await newContext(browser, context)).newPage();
  await grace.goto(inviteLink);
  await expect(grace.getByRole("button", { name: OIDC_BUTTON })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(grace);
  await screenshot(grace, "signup-invite-oidc");
  await grace.getByRole("button", { name: OIDC_BUTTON }).click();
  await grace.locator('input[name="login"]').fill("grace");
  await grace.locator('input[name="password"]').fill("any password");
  await grace.locator('button[type="submit"]').click();
  await expect(grace).toHaveURL(/\/home$/, { timeout: 15_000 });
  await expect(await openAccountMenu(grace)).toContainText("Signed in as Grace Oidc");
  // The link is used up: opened again, it says so.
  const lateGuest = await (await newContext(browser, context)).newPage();
  await lateGuest.goto(inviteLink);
  await expect(lateGuest.getByText("This invite link has been used or has expired.", { exact: false })).toBeVisible();
  await expect(lateGuest.getByRole("button", { name: OIDC_BUTTON })).toHaveCount(0);

  expect((await adminContext.request.put(`${site.origin}/api/admin/registration`, { data: { mode: "open" } })).status()).toBe(200);
  await adminContext.close();

  // A browser of its own: the provider remembers Ada's first sign-in in this one.
  const fresh = async () => (await newContext(browser, context)).newPage();
  const ada = await fresh();
  const callback = ada.waitForRequest((request) => request.url().includes("/api/auth/callback/oidc"));
  await signInWithProvider(ada, "ada");
  const callbackUrl = (await callback).url();
  await expect(ada).toHaveURL(/\/home$/, { timeout: 15_000 });
  await expect(await openAccountMenu(ada)).toContainText("Signed in as Ada Oidc");
  // The provider's admin group makes Ada an admin.
  await ada.goto(`${site.origin}/admin`);
  await expect(ada.getByRole("heading", { name: "Site admin", level: 1 })).toBeVisible();

  // The same answer from the provider again (its state used up): no session.
  const replay = await fresh();
  await replay.goto(callbackUrl);
  await expect(replay).toHaveURL(/\/login\?(.*&)?error=/);
  await expect(refusalOn(replay)).toContainText("did not work");
  await replay.goto(`${site.origin}/home`);
  await expect(replay).toHaveURL(/\/login\?callbackUrl=/);

  // An existing account's email that the provider has not verified is not joined to it.
  site.oidc.accounts.set("mallory", { email: invited!.email, email_verified: false, name: "Mallory" });
  const mallory = await fresh();
  await signInWithProvider(mallory, "mallory");
  await expect(mallory).toHaveURL(/\/login\?error=OidcUnverifiedEmail/);
  await expect(refusalOn(mallory)).toContainText("has not verified the email");

  // ID tokens for another client, or already expired, are refused by the app's own checks.
  for (const tamper of ["audience", "expired"] as const) {
    site.oidc.tamper = tamper;
    const tampered = await fresh();
    await signInWithProvider(tampered, "ada");
    await expect(tampered).toHaveURL(/\/login\?(.*&)?error=/);
    await expect(refusalOn(tampered)).toContainText("did not work");
    await tampered.goto(`${site.origin}/home`);
    await expect(tampered).toHaveURL(/\/login\?callbackUrl=/);
  }
  site.oidc.tamper = "none";
});

test("@http the admin's backup download comes whole from the built server, and a download left half-way stops reading the site", async ({ site }) => {
  test.setTimeout(120_000);
  // 40 MB of pictures gzip cannot shrink: far more than the sockets between the server and the
  // admin hold, so the download is still being written when the admin leaves.
  fillSqliteSite(site.databaseFile, { messages: 40_000, pictures: 1_000 });
  const { cookies } = JSON.parse(fs.readFileSync(adminState, "utf8")) as { cookies: { name: string; value: string }[] };
  const asAdmin = { headers: { cookie: cookies.map(({ name, value }) => `${name}=${value}`).join("; ") } };

  const whole = await fetch(`${site.origin}/api/admin/backup`, asAdmin);
  expect(whole.status).toBe(200);
  const lines = gunzipSync(Buffer.from(await whole.arrayBuffer())).toString("utf8").trimEnd().split("\n");
  expect(lines.filter((line) => line.startsWith('{"t":"ContactMessage"')).length).toBeGreaterThanOrEqual(40_000);
  expect(JSON.parse(lines.at(-1)!)).toMatchObject({ trailer: { sha256: expect.stringMatching(/^[0-9a-f]{64}$/) } });

  // The admin goes away after the first bytes: the server's worker ends, and its read snapshot
  // with it (a snapshot held open would keep SQLite's log from ever being folded back).
  const leaving = new AbortController();
  const partial = await fetch(`${site.origin}/api/admin/backup`, { ...asAdmin, signal: leaving.signal });
  expect(partial.status).toBe(200);
  expect((await partial.body!.getReader().read()).value?.length).toBeGreaterThan(0);
  expect(sqliteSnapshotHeld(site.databaseFile)).toBe(true);
  leaving.abort();
  await expect.poll(() => sqliteSnapshotHeld(site.databaseFile), { timeout: 15_000 }).toBe(false);
});
