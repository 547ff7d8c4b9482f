import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { axeInBothThemes, secondBrowser } from "./support/household";

const box = (page: Page, name: string) => page.getByRole("checkbox", { name, exact: true });

test("two members change the same list offline; back online, both pages show the merge: the tick and the new text, and both additions", async ({
  page,
  context,
  signIn,
  signInAs,
  browser,
  clientIp,
}, testInfo) => {
  test.slow(); // two browsers, offline and back, axe in both themes
  await signIn();
  expect((await page.request.post("/api/shopping/items", { data: { text: "Milk" } })).status()).toBe(201);
  const invite = (await (await page.request.post("/api/household/invites", { data: {} })).json()) as { code: string };
  const theirs = await secondBrowser(browser, testInfo, clientIp, "2");
  await signInAs(theirs);
  const other = await theirs.newPage();
  expect((await other.request.post("/api/household/join", { data: { code: invite.code, choice: "merge" } })).status()).toBe(200);

  for (const each of [page, other]) {
    await each.goto("/shopping");
    await expect(box(each, "Milk")).toBeEnabled();
    await expect(each.locator("html[data-household-live=open]")).toBeAttached();
  }
  await axeInBothThemes(page, testInfo, "shopping-lines");

  // Both lose the network (the shop's basement); each changes the same line, and adds one.
  await context.setOffline(true);
  await theirs.setOffline(true);
  for (const each of [page, other]) await expect(each.getByRole("status").getByText("You are offline.")).toBeVisible();
  await box(page, "Milk").check();
  await page.getByLabel("Add an item").fill("Eggs");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Eggs")).toBeVisible();

  await other.getByRole("button", { name: "Change Milk" }).click();
  const text = other.getByRole("textbox", { name: "Change Milk" });
  await expect(text).toBeFocused();
  await axeInBothThemes(other, testInfo, "shopping-line-change");
  await text.fill("2 l milk");
  await text.press("Enter");
  await expect(other.getByRole("button", { name: "Change 2 l milk" })).toBeFocused();
  await other.getByLabel("Add an item").fill("Bread");
  await other.getByRole("button", { name: "Add", exact: true }).click();
  await expect(other.getByText("Bread")).toBeVisible();
  // Each page shows its own changes meanwhile: the other's are not here yet.
  await expect(box(other, "2 l milk")).not.toBeChecked();
  await expect(box(page, "Milk")).toBeChecked();

  // Back online, one after the other: Milk is now "2 l milk", ticked, on both pages; nothing is lost.
  await context.setOffline(false);
  await expect(box(page, "Eggs")).toBeVisible();
  await theirs.setOffline(false);
  for (const each of [page, other]) {
    await expect(box(each, "2 l milk")).toBeChecked();
    await expect(box(each, "Milk")).toHaveCount(0);
    await expect(box(each, "Eggs")).toBeVisible();
    await expect(box(each, "Bread")).toBeVisible();
    await expect(each.getByText("(sent when you are back online)")).toHaveCount(0);
  }
  await theirs.close();
});
