import { request as apiRequest, type BrowserContext, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { catalog } from "./support/catalog";
import { expect, expectNoAxeViolations, HTTP_ONLY, ONE_WIDTH, test } from "./support/fixtures";
import { openAccountMenu } from "./support/navigation";

// What the service worker does is what this file tests (the other specs run without it: playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/**
 * Res-pe as an installed app with no signal: the manifest and service worker, the cook's saved
 * recipe, plan and shopping list read offline, changes made offline sent when the network
 * returns (into their own cook's account only), kept pages cleared however a session ends, and
 * the prompt when a new version is waiting. Every wait is on a condition the page reaches (a
 * worker controlling, the kitchen kept, a request answered), never on time.
 */
const meal = catalog.find((candidate) => candidate.id === "10005")!;

/** Waits until the service worker controls the page (it installs and claims it on the first visit). */
async function controlled(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
}

/** Waits until the worker has fetched the cook's saved recipes, plan and list ahead. */
async function kitchenKept(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.kitchenKept === "true");
}

/** How many changes wait in this browser's queue (0 when there is none); looking creates nothing. */
function queuedCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open("res-pe-offline");
        // Looking must not create the database the page would then find without its store.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains("writes")) {
            database.close();
            return resolve(0);
          }
          const count = database.transaction("writes").objectStore("writes").count();
          count.onsuccess = () => {
            database.close();
            resolve(count.result);
          };
        };
      }),
  );
}

/** The navigation bar's Log out, as the browser sends the form with no script of ours running (scripts off, or not loaded yet). */
async function logOutWithoutScripts(page: Page) {
  await page.evaluate(() => HTMLFormElement.prototype.submit.call(document.querySelector('form[action="/api/entry/logout"]')));
  await page.waitForURL((url) => url.pathname === "/login");
}

const offlinePage = (page: Page) => page.getByRole("heading", { level: 1, name: "You are offline" });

async function shoppingItems(context: BrowserContext): Promise<{ id: string; text: string; checked: boolean }[]> {
  const answer = await context.request.get("/api/shopping");
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: { id: string; text: string; checked: boolean }[] }).items;
}

test("installable: the manifest names the app, its icons at every size and three shortcuts; the worker controls the page", async ({ page }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const answer = await page.request.get(href!);
  expect(answer.status()).toBe(200);
  const manifest = await answer.json();
  expect(manifest).toMatchObject({ short_name: "Res-pe", start_url: "/home", display: "standalone", theme_color: "#fffaf3", background_color: "#fffaf3" });
  expect(manifest.name).toContain("Res-pe");
  expect(manifest.shortcuts.map((shortcut: { url: string }) => shortcut.url)).toEqual(["/home", "/plan", "/shopping"]);
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  for (const [sizes, purpose] of [["192x192", "any"], ["512x512", "any"], ["192x192", "maskable"], ["512x512", "maskable"]]) {
    expect(icons.some((icon) => icon.sizes === sizes && icon.purpose === purpose), `${sizes} ${purpose}`).toBe(true);
  }
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  for (const src of [...icons.map((icon) => icon.src), appleIcon!]) {
    const png = await page.request.get(src);
    expect(png.headers()["content-type"], src).toBe("image/png");
    // A PNG's width and height are in its header: they must be what the manifest says.
    const body = await png.body();
    const declared = icons.find((icon) => icon.src === src)?.sizes ?? "180x180";
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, src).toBe(declared);
  }

  await controlled(page);
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration("/");
    return { script: navigator.serviceWorker.controller!.scriptURL, scope: registration!.scope };
  });
  expect(new URL(worker.script).pathname).toBe("/serwist/sw.js");
  expect(new URL(worker.scope).pathname).toBe("/");
});

test("offline: a saved recipe, the plan and the shopping list open; ticks, an added item and a plan change reach the server once back online", async ({ page, context, signIn }) => {
  // Ten page loads and the worker fetching the kitchen ahead, on a machine shared by many runs.
  test.setTimeout(120_000);
  await signIn();
  const suffix = randomUUID().slice(0, 8);
  const lines = [`Yq oats ${suffix}`, `Yq figs ${suffix}`];
  expect((await context.request.put(`/api/saved/${meal.id}`)).ok()).toBe(true);
  const planned = await context.request.post("/api/plan", { data: { mealId: meal.id, day: new Date().toISOString().slice(0, 10), slot: "dinner", servings: 4 } });
  expect(planned.status()).toBe(201);
  const plannedId = ((await planned.json()) as { id: string }).id;
  for (const text of lines) expect((await context.request.post("/api/shopping/items", { data: { text } })).status()).toBe(201);

  await page.goto("/home");
  await controlled(page);
  await kitchenKept(page);

  await context.setOffline(true);
  await page.goto("/saved");
  await expect(page.getByRole("heading", { level: 1, name: "Saved recipes" })).toBeVisible();
  await expect(page.getByRole("status").getByText("You are offline.")).toBeVisible();
  await page.getByRole("link", { name: meal.name }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: meal.name })).toBeVisible();
  // Its picture came from the cache: decoded, with a size.
  await page.waitForFunction(() => [...document.images].some((image) => /\/meals\//.test(image.src) && image.complete && image.naturalWidth > 0));

  await page.goto("/plan");
  await expect(page.getByRole("link", { name: meal.name })).toBeVisible();
  await page.getByRole("combobox", { name: "Servings" }).first().selectOption("6");
  await expect(page.getByRole("combobox", { name: "Servings" }).first()).toHaveValue("6");

  await page.goto("/shopping");
  await expect(page.getByRole("heading", { level: 1, name: "Shopping list" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("checkbox", { name: lines[0] }).check();
  await page.getByLabel("Add an item").fill(`Yq dates ${suffix}`);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText(`Yq dates ${suffix}`)).toBeVisible();
  await expect(page.getByRole("checkbox", { name: lines[0] })).toBeChecked();

  // Back online: the queued changes are sent, and the list shows the server's copy.
  const sent = page.waitForResponse((response) => response.url().endsWith("/api/shopping/items") && response.request().method() === "POST");
  await context.setOffline(false);
  expect((await sent).status()).toBe(201);
  await expect(page.getByRole("status").getByText("You are offline.")).toHaveCount(0);
  await expect.poll(async () => (await shoppingItems(context)).filter((item) => item.text.endsWith(suffix)).map((item) => [item.text, item.checked])).toEqual(
    expect.arrayContaining([
      [lines[0], true],
      [lines[1], false],
      [`Yq dates ${suffix}`, false],
    ]),
  );
  const week = (await (await context.request.get("/api/plan")).json()) as { meals: { id: string; servings: number }[] };
  expect(week.meals.find((entry) => entry.id === plannedId)?.servings).toBe(6);
  await expect(page.getByText(`Yq dates ${suffix}`)).toBeVisible();
  await expect(page.getByText("(sent when you are back online)")).toHaveCount(0);
});

test("an unkept page offline shows the offline page; the banner and page pass axe", async ({ page, context }) => {
  await page.goto("/");
  await controlled(page);
  await context.setOffline(true);
  await page.goto("/aboutHome");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.getByRole("status").getByText("You are offline.")).toBeVisible();
  await expectNoAxeViolations(page);
  await context.setOffline(false);
  await expect(page.getByRole("status").getByText("You are offline.")).toHaveCount(0);
});

test("logging out sends the cook's unsent changes, then clears every kept page and the queue", ONE_WIDTH, async ({ page, context, signIn }) => {
  test.setTimeout(90_000);
  await signIn();
  expect((await context.request.put(`/api/saved/${meal.id}`)).ok()).toBe(true);
  await page.goto("/shopping");
  await controlled(page);
  await kitchenKept(page);
  const kept = () =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) urls.push(...(await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname));
      return urls;
    });
  expect(await kept()).toEqual(expect.arrayContaining(["/saved", "/plan", "/shopping", `/recipeDetail/${meal.id}`]));
  // A tick that could not be sent (the request fails) waits in the queue.
  const text = `Yq pears ${randomUUID().slice(0, 8)}`;
  expect((await context.request.post("/api/shopping/items", { data: { text } })).status()).toBe(201);
  await page.reload();
  // The worker makes the page's requests, so the context (which sees the worker's) fails them.
  await context.route("**/api/shopping/items/*", (route) => route.abort("internetdisconnected"));
  await page.getByRole("checkbox", { name: text }).check();
  await expect.poll(() => queuedCount(page)).toBe(1);
  await context.unroute("**/api/shopping/items/*");

  const menu = await openAccountMenu(page);
  const sent = page.waitForResponse((response) => /\/api\/shopping\/items\/[^/]+$/.test(response.url()) && response.request().method() === "PATCH");
  await menu.getByRole("button", { name: "Log out" }).click();
  expect((await sent).status()).toBe(200);
  await expect(page).toHaveURL(/\/login/);
  const personal = (await kept()).filter((path) => /^\/(saved|plan|shopping|recipeDetail|home)/.test(path));
  expect(personal).toEqual([]);
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name))).not.toContain("res-pe-offline");
});

test("the account page is never kept for reading offline", ONE_WIDTH, async ({ page, context, signIn }) => {
  await signIn();
  await page.goto("/home");
  await controlled(page);
  // Opened in full, and by a link, while the worker controls the page, as any page a cook reads offline is.
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await page.goto("/home");
  await (await openAccountMenu(page)).getByRole("link", { name: "Account", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await context.setOffline(true);
  await page.goto("/account");
  await expect(offlinePage(page)).toBeVisible();
});

test("a logout sent without scripts clears the kept pages too", ONE_WIDTH, async ({ page, context, signIn }) => {
  test.setTimeout(90_000);
  await signIn();
  await page.goto("/home");
  await controlled(page);
  await kitchenKept(page);
  await context.setOffline(true);
  await page.goto("/plan");
  await expect(page.getByRole("heading", { level: 1, name: "Meal plan" })).toBeVisible();
  await context.setOffline(false);

  await page.goto("/home");
  await logOutWithoutScripts(page);
  await controlled(page);
  await context.setOffline(true);
  for (const path of ["/plan", "/shopping", "/saved"]) {
    await page.goto(path);
    await expect(offlinePage(page), path).toBeVisible();
  }
});

test("a session ended on another device: once this browser is shown the login form, the kept pages are gone", ONE_WIDTH, async ({ page, context, signIn, baseURL, clientIp }) => {
  test.setTimeout(90_000);
  const account = await signIn();
  await page.goto("/home");
  await controlled(page);
  await kitchenKept(page);
  // Logging out in another browser ends every session of the account; this one keeps its cookie.
  const elsewhere = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": clientIp } });
  expect((await elsewhere.post("/api/entry/login", { data: { email: account.email, password: account.password } })).status()).toBe(200);
  expect((await elsewhere.post("/api/entry/logout", { data: {} })).status()).toBe(200);
  await elsewhere.dispose();

  await page.goto("/plan");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fplan$/);
  await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  await context.setOffline(true);
  await page.goto("/plan");
  await expect(offlinePage(page)).toBeVisible();
});

test("every way out of a session tells the browser to clear this site's caches and storage", HTTP_ONLY, async ({ context, signIn }) => {
  const clears = '"cache", "storage"';
  await signIn();
  const fromScript = await context.request.post("/api/entry/logout", { data: {} });
  expect(fromScript.headers()["clear-site-data"]).toBe(clears);
  await signIn();
  const fromForm = await context.request.post("/api/entry/logout", { form: {}, maxRedirects: 0 });
  expect(fromForm.status()).toBe(303);
  expect(fromForm.headers()["clear-site-data"]).toBe(clears);
  await signIn();
  const { csrfToken } = (await (await context.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const nextAuth = await context.request.post("/api/auth/signout", { form: { csrfToken, json: "true" } });
  expect(nextAuth.status()).toBe(200);
  expect(nextAuth.headers()["clear-site-data"]).toBe(clears);
});

test("changes one cook left unsent never reach the next cook's account, and are sent once their cook logs back in", ONE_WIDTH, async ({ page, context, signIn }) => {
  test.setTimeout(120_000);
  const ada = await signIn();
  const text = `Yq plums ${randomUUID().slice(0, 8)}`;
  await page.goto("/shopping");
  await controlled(page);
  // Ada adds a line the server never gets (the request fails): it waits in the queue.
  await context.route("**/api/shopping/items", (route) => route.abort("internetdisconnected"));
  await page.getByLabel("Add an item").fill(text);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText(text)).toBeVisible();
  await expect.poll(() => queuedCount(page)).toBe(1);

  // Her session runs out (its cookie goes) before the change is sent; Bob logs in on this browser.
  await page.goto("about:blank");
  await context.unroute("**/api/shopping/items");
  await context.clearCookies();
  await signIn();
  await page.goto("/shopping");
  await kitchenKept(page);
  await expect(page.getByText(text)).toHaveCount(0);
  expect((await shoppingItems(context)).map((item) => item.text)).not.toContain(text);
  expect(await queuedCount(page)).toBe(1);

  // Ada logs back in on this browser: her change reaches her own list.
  await context.clearCookies();
  expect((await context.request.post("/api/entry/login", { data: { email: ada.email, password: ada.password } })).status()).toBe(200);
  await page.goto("/shopping");
  await expect.poll(async () => (await shoppingItems(context)).map((item) => item.text)).toContain(text);
  await expect.poll(() => queuedCount(page)).toBe(0);
});

test("an addition whose answer never came back is sent again on the next load, and the list has it once", ONE_WIDTH, async ({ page, context, signIn }) => {
  test.setTimeout(90_000);
  await signIn();
  const text = `Yq bread ${randomUUID().slice(0, 8)}`;
  await page.goto("/shopping");
  await controlled(page);
  // The server makes the line, but its answer is lost on the way back (a reload or a dropped
  // connection cut it off): the page keeps the addition to send again.
  const made: number[] = [];
  await context.route("**/api/shopping/items", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    made.push((await route.fetch()).status());
    await route.abort("connectionreset");
  });
  await page.getByLabel("Add an item").fill(text);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("(sent when you are back online)")).toBeVisible();
  await expect.poll(() => queuedCount(page)).toBe(1);
  expect(made).toEqual([201]);

  // The next load sends it again: the server knows it by its key and adds nothing.
  await context.unroute("**/api/shopping/items");
  const resent = page.waitForResponse((response) => response.url().endsWith("/api/shopping/items") && response.request().method() === "POST");
  await page.reload();
  const answer = await resent;
  expect(answer.status()).toBe(201);
  expect(answer.headers()["idempotent-replayed"]).toBe("true");
  await expect.poll(() => queuedCount(page)).toBe(0);
  expect((await shoppingItems(context)).filter((item) => item.text === text)).toHaveLength(1);
  // The page shows the one line, no longer as waiting.
  await expect(page.getByRole("checkbox", { name: text, exact: true })).toHaveCount(1);
  await expect(page.getByText(text)).toHaveCount(1);
  await expect(page.getByText("(sent when you are back online)")).toHaveCount(0);
});

test("a new version waiting: 'A new version is available — reload' swaps to it", async ({ page }) => {
  await page.goto("/");
  await controlled(page);
  // A new build of the worker: a different script address installs a new worker beside the
  // running one, which waits (it never takes over by itself).
  await page.evaluate(() => navigator.serviceWorker.register("/serwist/sw.js?v=next", { scope: "/", type: "module", updateViaCache: "none" }));
  const prompt = page.getByRole("status").filter({ hasText: "A new version is available." });
  await expect(prompt).toBeVisible();
  await expectNoAxeViolations(page);
  const reloaded = page.waitForEvent("load");
  await prompt.getByRole("button", { name: "Reload" }).click();
  await reloaded;
  await controlled(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toMatch(/\/serwist\/sw\.js\?v=next$/);
  await expect(page.getByText("A new version is available.")).toHaveCount(0);
});
