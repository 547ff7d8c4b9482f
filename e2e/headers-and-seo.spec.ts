import { expect, HTTP_ONLY, test } from "./support/fixtures";

const pathsToCheck = ["/", "/aboutHome", "/contactHome", "/login", "/no-such-page", "/robots.txt", "/images/logo.svg"];

for (const path of pathsToCheck) {
  test(`${path} carries the security headers`, HTTP_ONLY, async ({ request }) => {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("unsafe-eval");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
  });
}

test("API answers and built assets carry the security headers too", HTTP_ONLY, async ({ request, page }) => {
  const api = await request.post("/api/contact/message", { data: {} });
  expect(api.headers()["x-content-type-options"]).toBe("nosniff");
  expect(api.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");

  await page.goto("/");
  const script = await page.locator("script[src^='/_next/static/']").first().getAttribute("src");
  const asset = await request.get(script ?? "");
  expect(asset.status()).toBe(200);
  expect(asset.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(asset.headers()["x-content-type-options"]).toBe("nosniff");
});

test("public pages can be cached by a CDN", HTTP_ONLY, async ({ request }) => {
  for (const path of ["/", "/aboutHome", "/contactHome"]) {
    const cacheControl = (await request.get(path)).headers()["cache-control"] ?? "";
    expect(cacheControl).toMatch(/s-maxage=\d+/);
    expect(cacheControl).not.toMatch(/private|no-store/);
  }
});

test("robots.txt allows the public pages and keeps crawlers out of the signed-in ones and the API", HTTP_ONLY, async ({
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  for (const allowed of ["/aboutHome", "/contactHome", "/tipsHome"]) expect(robots).toContain(`Allow: ${allowed}\n`);
  for (const disallowed of ["/api/", "/home", "/aiChef", "/category", "/about$", "/contact$", "/recipeDetail", "/tips$"]) {
    expect(robots).toContain(`Disallow: ${disallowed}\n`);
  }
  expect(robots).toContain("Sitemap: http://localhost:3000/sitemap.xml");
});

test("/favicon.ico is there for browsers that ask for it whatever the page declares (a 404 is a console error)", HTTP_ONLY, async ({ request }) => {
  const response = await request.get("/favicon.ico");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/x-icon");
  // An icon directory (reserved 0, type 1) with at least one picture.
  const head = await response.body();
  expect([head.readUInt16LE(0), head.readUInt16LE(2)]).toEqual([0, 1]);
  expect(head.readUInt16LE(4)).toBeGreaterThan(0);
});

test("sitemap.xml lists the public pages and then the public recipes", HTTP_ONLY, async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("xml");
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  // Then the public recipes (e2e/public-recipes.spec.ts).
  // Each public recipe once per language too: /r/<slug> and /lang/<l>/r/<slug> (issue 35).
  const recipe = /^http:\/\/localhost:3000\/(?:lang\/(?:de|fr|es)\/)?r\//;
  const english = locations.filter((location) => location!.startsWith("http://localhost:3000/r/"));
  for (const address of english.slice(0, 20)) {
    for (const locale of ["de", "fr", "es"]) expect(locations).toContain(address!.replace("3000/r/", `3000/lang/${locale}/r/`));
  }
  expect(locations.filter((location) => !recipe.test(location!))).toEqual([
    // Issue 35: the pages in every language, once per language (e2e/languages-site.spec.ts).
    ...["", "/aboutHome", "/contactHome", "/tipsHome", "/developers"].flatMap((path) => [
      `http://localhost:3000${path}`,
      ...["de", "fr", "es"].map((locale) => `http://localhost:3000/lang/${locale}${path}`),
    ]),
    "http://localhost:3000/login",
    "http://localhost:3000/signup",
  ]);
});

test("a public page answered from memory is byte for byte what Next renders", HTTP_ONLY, async ({ request }) => {
  for (const path of ["/", "/aboutHome", "/contactHome", "/tipsHome", "/developers"]) {
    const fromMemory = await request.get(path);
    // A query string makes the production server hand the request to Next.
    const fromNext = await request.get(`${path}?via=next`);
    expect(await fromMemory.text()).toBe(await fromNext.text());
    expect(fromMemory.headers()["content-security-policy"]).toBe(fromNext.headers()["content-security-policy"]);
    expect(fromMemory.headers()["cache-control"]).toBe(fromNext.headers()["cache-control"]);
  }
});
