import { catalog } from "./support/catalog";
import { expect, test } from "./support/fixtures";
import { axeInBothThemes } from "./support/household";

const meal = catalog.find((entry) => entry.category === "Dessert")!;

test("a cook shares a collection with their household by keyboard; a member sees it on /saved and takes a recipe out", async ({ page, signIn, signInAs, browser, clientIp }, testInfo) => {
  test.slow(); // two browsers, axe in both themes on two views
  const maker = await signIn();
  const made = (await (await page.request.post("/api/collections", { data: { name: "Weeknights" } })).json()) as { id: string };
  expect((await page.request.put(`/api/collections/${made.id}/recipes/${meal.id}`)).status()).toBe(200);
  const invite = (await (await page.request.post("/api/household/invites", { data: {} })).json()) as { code: string };
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const theirs = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, extraHTTPHeaders: { "X-Forwarded-For": `${clientIp}3` } });
  await signInAs(theirs);
  const other = await theirs.newPage();
  expect((await other.request.post("/api/household/join", { data: { code: invite.code, choice: "merge" } })).status()).toBe(200);

  // Not shared yet: the member does not see it.
  await other.goto("/saved");
  await expect(other.getByRole("heading", { level: 3, name: /Weeknights/ })).toHaveCount(0);

  await page.goto("/saved");
  const toggle = page.getByRole("checkbox", { name: "Shared with my household" });
  await expect(toggle).not.toBeChecked();
  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(page.getByText("Your household sees this collection now.")).toBeVisible();
  await expect(toggle).toBeChecked();
  await axeInBothThemes(page, testInfo, "saved-shared-maker");

  await other.reload();
  const shared = other.getByRole("region", { name: /Weeknights/ });
  await expect(shared.getByText(`Shared by ${maker.name} with your household`)).toBeVisible();
  await expect(shared.getByRole("link", { name: meal.name }).first()).toBeVisible();
  // The maker's controls are not the member's.
  await expect(shared.getByRole("button", { name: /Delete/ })).toHaveCount(0);
  await expect(shared.getByRole("checkbox", { name: "Shared with my household" })).toHaveCount(0);
  await axeInBothThemes(other, testInfo, "saved-shared-member");
  await shared.getByRole("button", { name: "Take out" }).click();
  await expect(shared.getByRole("link", { name: meal.name })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("region", { name: /Weeknights/ }).getByText("No recipes in it yet")).toBeVisible();
  await theirs.close();
});
