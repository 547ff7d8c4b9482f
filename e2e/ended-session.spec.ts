import { request as apiRequest } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { footerNav } from "./support/navigation";

/**
 * A session ended elsewhere (log out, a password change) stops reading signed-in pages at once,
 * also through the requests a client-side navigation makes: those ask for the page's segment
 * alone (an RSC request, `RSC: 1` with the router's state), and Next does not render the
 * signed-in layout again for them, so each page checks the session itself.
 */
const PAGES = ["/about", "/contact", "/aiChef", "/home?f=b", "/category?c=Dessert", "/ranking", "/myRecipes", "/tips", "/account"];

test("an ended session reads no signed-in page, not even its RSC payload", async ({ page, signIn, baseURL, clientIp }) => {
  const account = await signIn();
  await page.goto("/home");
  const nav = footerNav(page);

  // The request of a real client-side navigation (not a prefetch), from Chromium: its router
  // state says the signed-in layout is already on screen, so only the page's segment is rendered.
  const navigation = page.waitForRequest(async (request) => {
    const headers = await request.allHeaders();
    return headers.rsc === "1" && !headers["next-router-prefetch"] && new URL(request.url()).pathname === "/about";
  });
  await nav.getByRole("link", { name: "About", exact: true }).click();
  await expect(page.getByRole("heading", { name: "About Us" })).toBeVisible();
  const captured = await navigation;
  const sent = await captured.allHeaders();
  expect(sent["next-router-state-tree"]).toContain("(app)");
  const headers = { RSC: "1", "Next-Router-State-Tree": sent["next-router-state-tree"]!, "Next-Url": sent["next-url"] ?? "/home" };
  // Next checks that `_rsc` matches the router headers (not the path): the browser's value fits every page.
  const rscParam = new URL(captured.url()).searchParams.get("_rsc")!;
  const segment = (path: string) =>
    page.context().request.get(`${path}${path.includes("?") ? "&" : "?"}_rsc=${rscParam}`, { headers, maxRedirects: 0 });

  for (const path of PAGES) {
    const answer = await segment(path);
    expect(answer.status(), path).toBe(200);
    expect(await answer.text(), path).toContain("page-title");
  }

  // Logging out in another browser ends every session of the account.
  const elsewhere = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": clientIp } });
  expect((await elsewhere.post("/api/entry/login", { data: { email: account.email, password: account.password } })).status()).toBe(200);
  expect((await elsewhere.post("/api/entry/logout", { data: {} })).status()).toBe(200);
  await elsewhere.dispose();

  for (const path of PAGES) {
    const answer = await segment(path);
    expect(answer.status(), path).toBe(200);
    const body = await answer.text();
    expect(body, path).not.toContain("page-title");
    expect(body, path).toContain("/login?callbackUrl=");
  }

  // And in the browser that still holds the old cookie, the next click lands on the login page.
  await nav.getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fcontact/);
});
