import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { axeInBothThemes, secondBrowser } from "./support/household";

// What the service worker does is what this file tests (the other specs run without it: playwright.config.ts).
test.use({ serviceWorkers: "allow" });

const box = (page: Page, name: string) => page.getByRole("checkbox", { name, exact: true });

// Two browsers each, offline and back: one test at a time, or on a busy 2-core machine the list's
// live redraw after the network returns outlasted its wait while the plan's test ran beside it.
test.describe.configure({ mode: "serial" });

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
  // Every load of the other page notes whether the browser was offline (a load then is Next's
  // answer to a failed read: the page and the changes it had still to send were lost).
  await theirs.addInitScript(() => {
    if (!navigator.onLine) sessionStorage.setItem("loadedOffline", location.href);
  });
  const other = await theirs.newPage();
  // What the other page sent, and what came back: told when the merge does not show.
  const sent: string[] = [];
  other.on("requestfinished", (request) => {
    if (!request.url().includes("/api/")) return;
    void request.response().then((answer) => sent.push(`${request.method()} ${new URL(request.url()).pathname} ${answer?.status()}`));
  });
  other.on("requestfailed", (request) => sent.push(`${request.method()} ${new URL(request.url()).pathname} failed: ${request.failure()?.errorText}`));
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
  // The other page is still offline when the first one's changes land; its stream, open from
  // before, may hear them. A page that read itself then lost itself to Next's fallback (a full
  // load, offline) and, with it, the changes it had still to send: it must wait for the network
  // (checked at the end, by the note every load of that page leaves).
  await context.setOffline(false);
  await expect(box(page, "Eggs")).toBeVisible();
  await theirs.setOffline(false);
  for (const each of [page, other]) {
    try {
      await expect(box(each, "2 l milk")).toBeChecked();
      await expect(box(each, "Milk")).toHaveCount(0);
      await expect(box(each, "Eggs")).toBeVisible();
      await expect(box(each, "Bread")).toBeVisible();
      await expect(each.getByText("(sent when you are back online)")).toHaveCount(0);
    } catch (error) {
      throw new Error(`${(error as Error).message}\nThe other page's requests:\n${sent.join("\n")}`);
    }
  }
  expect(await other.evaluate(() => sessionStorage.getItem("loadedOffline")), "the other page was never loaded afresh while offline").toBeNull();
  await theirs.close();
});

test("two members change the same planned meal offline: back online, one's move and the other's servings both stay", async ({ page, context, signIn, signInAs, browser, clientIp }, testInfo) => {
  test.slow(); // two browsers, offline and back
  await signIn();
  const today = new Date().toISOString().slice(0, 10); // the plan's days are UTC dates
  const planned = await page.request.post("/api/plan", { data: { mealId: "10005", day: today, slot: "dinner", servings: 2 } });
  expect(planned.status()).toBe(201);
  const invite = (await (await page.request.post("/api/household/invites", { data: {} })).json()) as { code: string };
  const theirs = await secondBrowser(browser, testInfo, clientIp, "3");
  await signInAs(theirs);
  const other = await theirs.newPage();
  // What the other page sent, and what came back: told when the merge does not show.
  const sent: string[] = [];
  other.on("requestfinished", (request) => {
    if (!request.url().includes("/api/")) return;
    void request.response().then((answer) => sent.push(`${request.method()} ${new URL(request.url()).pathname} ${answer?.status()}`));
  });
  other.on("requestfailed", (request) => sent.push(`${request.method()} ${new URL(request.url()).pathname} failed: ${request.failure()?.errorText}`));
  expect((await other.request.post("/api/household/join", { data: { code: invite.code, choice: "merge" } })).status()).toBe(200);

  const servings = (each: Page) => each.getByRole("combobox", { name: /^Servings/ });
  for (const each of [page, other]) {
    await each.goto("/plan");
    await expect(servings(each)).toHaveValue("2");
    await expect(each.locator("html[data-household-live=open]")).toBeAttached();
  }
  await context.setOffline(true);
  await theirs.setOffline(true);
  for (const each of [page, other]) await expect(each.getByRole("status").getByText("You are offline.")).toBeVisible();
  // One makes it for 6; the other moves it to tomorrow's lunch (the fifth choice: today's three meals, then tomorrow's).
  await servings(page).selectOption("6");
  await expect(servings(page)).toHaveValue("6");
  const move = other.getByRole("combobox", { name: /^Move to/ });
  const tomorrowLunch = (await move.locator("option").nth(5).getAttribute("value"))!;
  await move.selectOption(tomorrowLunch);
  const tomorrow = tomorrowLunch.split("|")[0]!;
  // The planned meal's own link (an empty day's offers may name the same recipe).
  const plannedOn = (each: Page, day: string) => each.locator(`section[aria-labelledby="day-${day}"] a[id^="planned-"]`);
  await expect(plannedOn(other, tomorrow)).toHaveText("Crème Brûlée");

  // Back online, one after the other: tomorrow's, for 6, on both pages.
  await context.setOffline(false);
  await expect(page.getByRole("status").getByText("You are offline.")).toBeHidden();
  await theirs.setOffline(false);
  for (const each of [page, other]) {
    await expect(plannedOn(each, tomorrow)).toHaveText("Crème Brûlée");
    await expect(plannedOn(each, today)).toHaveCount(0);
    await expect(servings(each)).toHaveValue("6");
  }
  await page.screenshot({ path: testInfo.outputPath("plan-merged.png"), fullPage: true });
  await theirs.close();
});
