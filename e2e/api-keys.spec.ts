import type { Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]", { hasText: text });
const keysSection = (page: Page) => page.getByRole("region", { name: "API keys", exact: true });

test("make an API key on /account, see it once, use it at TheMealDB's paths, revoke it", async ({ page, context, signIn }, testInfo) => {
  test.setTimeout(90_000);
  await signIn();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/account");
  const keys = keysSection(page);
  await expect(keys.getByText("You have no API keys yet.")).toBeVisible();

  await keys.getByRole("button", { name: "Create key" }).click();
  await expect(keys.getByText("Give the key a name.")).toBeVisible();

  const name = `Yq planner ${randomBytes(3).toString("hex")}`;
  await keys.getByLabel("Key name").fill(name);
  await keys.getByRole("button", { name: "Create key" }).click();
  const fresh = keys.getByRole("region", { name: `Your new key “${name}”` });
  await expect(fresh).toBeFocused();
  const key = await fresh.getByRole("textbox", { name: `New API key ${name}` }).inputValue();
  await expect(fresh).not.toContainText(/https?:\/\/|localhost|\/api\//);
  expect(key).toMatch(/^rp[0-9a-f]{48}$/);
  await expect(keys.getByRole("listitem").filter({ hasText: name })).toContainText(key.slice(0, 10));
  await expectNoAxeViolations(page);
  await keys.screenshot({ path: testInfo.outputPath(`api-keys-new-${testInfo.project.name}.png`) });

  await fresh.getByRole("button", { name: "Copy key" }).click();
  await expect(toast(page, "The key is copied.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

  // An app asks with the key alone: no cookie, no session.
  const categories = await page.request.get(`/api/json/v1/${key}/categories.php`, { headers: { cookie: "" } });
  expect(categories.status()).toBe(200);
  expect(((await categories.json()) as { categories: unknown[] }).categories).toHaveLength(14);

  // Shown once: after a reload only its name and first characters are left.
  await page.reload();
  await expect(keys.getByRole("listitem").filter({ hasText: name })).toBeVisible();
  expect(await page.content()).not.toContain(key);

  await keys.getByRole("button", { name: `Revoke key ${name}` }).click();
  await expect(keys.getByRole("group", { name: `Revoke ${name}?` })).toBeVisible();
  await expectNoAxeViolations(page);
  await keys.screenshot({ path: testInfo.outputPath(`api-keys-revoke-${testInfo.project.name}.png`) });
  await keys.getByRole("button", { name: `Revoke “${name}”` }).click();
  await expect(toast(page, /The key is revoked/)).toBeVisible();
  await expect(keys.getByText("You have no API keys yet.")).toBeVisible();

  const refused = await page.request.get(`/api/json/v1/${key}/search.php?s=soup`);
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ meals: null, message: expect.stringMatching(/not valid/) });
});
