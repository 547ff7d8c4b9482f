import { expect, expectNoAxeViolations, expectNoAxeViolationsInBothThemes, collectPageErrors, test, HTTP_ONLY } from "./support/fixtures";
import { catalog } from "./support/catalog";
import fs from "node:fs";

/** Issue 37: a cook publishes a recipe; anyone reads it at /r/<slug> signed out; unpublishing takes it away. */

const uniqueName = () => `Sunday ${Math.random().toString(36).slice(2, 8).replace(/\d/g, "x")} stew`;

test("publish, read it signed out and scale it to 8, save it through signing in; unpublish and it is gone", async ({ page, browser, seedCook, signIn }, testInfo) => {
  test.slow(); // two browsers, a login, axe in two themes and screenshots
  await signIn();
  const name = uniqueName();
  const created = await page.request.post("/api/recipes", {
    data: {
      name,
      category: "Pasta",
      area: "British",
      instructions: "Brown the beef.\nSimmer it with the onions for 2 hours.",
      servings: 4,
      ingredients: [
        { name: "Beef", measure: "500 g" },
        { name: "Onions", measure: "2" },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  // The cook publishes it from the recipe page.
  await page.goto(`/recipeDetail/${id}`);
  await expect(page.getByText("Private: only you see it.")).toBeVisible();
  await page.getByRole("button", { name: "Make public" }).click();
  const address = page.locator(".share-recipe__state a");
  await expect(address).toHaveText(/^\/r\/sunday-[a-z]+-stew$/);
  const path = (await address.textContent())!;
  // The toast's script loads on its first use (issue 31): axe runs once it is in and settled, not
  // while it fades in (its half-transparent text would read as low contrast).
  await expect(page.getByText(`“${name}” is public.`)).toBeVisible();
  await expectNoAxeViolations(page);
  // The cook's own page names the public one as its canonical address.
  await page.reload();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));

  // A visitor, signed out, reads it and scales it.
  const visitorContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize() });
  const visitor = await visitorContext.newPage();
  const errors = collectPageErrors(visitor);
  const response = await visitor.goto(path);
  expect(response?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(visitor.locator(".recipe__author")).toHaveText(/^by .+/);
  await expect(visitor.getByRole("heading", { name: "Ratings" })).toBeVisible();
  await expect(visitor.getByRole("heading", { name: /Nutrition facts/ })).toBeVisible();
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
  const jsonLd = JSON.parse((await visitor.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd).toMatchObject({ "@type": "Recipe", name, recipeIngredient: ["500 g Beef", "2 Onions"] });
  const servings = visitor.getByRole("spinbutton", { name: "Servings" });
  await servings.fill("8");
  await expect(visitor.locator(".ingredient-list li").first()).toContainText("1 kg");
  await expectNoAxeViolationsInBothThemes(visitor);
  await visitor.screenshot({ path: testInfo.outputPath("public-recipe.png"), fullPage: true });
  const card = await visitor.locator('meta[property="og:image"]').getAttribute("content");
  expect(card).toContain(`${path}/card`);
  const og = await visitor.request.get(new URL(card!).pathname + new URL(card!).search);
  expect(og.status()).toBe(200);
  expect(og.headers()["content-type"]).toBe("image/png");
  fs.writeFileSync(testInfo.outputPath("open-graph-card.png"), await og.body());

  // "Save to my Res-pe": log in, come back, and it is saved.
  const cook = await seedCook();
  await visitor.getByRole("button", { name: "Save to my Res-pe" }).click();
  await expect(visitor).toHaveURL(/\/login\?callbackUrl=/);
  await visitor.getByLabel("Email", { exact: true }).fill(cook.email);
  await visitor.getByLabel("Password", { exact: true }).fill(cook.password);
  await visitor.getByRole("button", { name: "Log in" }).click();
  await expect(visitor.getByRole("status").filter({ hasText: "Saved to your Res-pe." })).toBeVisible();
  await expect(visitor).toHaveURL(new RegExp(`${path}$`));
  await visitor.goto("/saved");
  await expect(visitor.getByRole("link", { name }).first()).toBeVisible();
  expect(errors).toEqual([]);
  await visitorContext.close();

  // Unpublished: the address is gone at once, and out of the sitemap.
  await page.getByRole("button", { name: "Make private" }).click();
  await expect(page.getByText("Private: only you see it.")).toBeVisible();
  const gone = await page.goto(path);
  expect(gone?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1, name: "This recipe is no longer shared" })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  await page.screenshot({ path: testInfo.outputPath("recipe-gone.png"), fullPage: true });
  expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain(path);
});

test("a catalog meal has a public page signed out; the sitemap lists it; the gate still guards signed-in pages", HTTP_ONLY, async ({ request }) => {
  const meal = catalog.find((candidate) => candidate.name === "Vegetable Stir Fry") ?? catalog[0]!;
  const slug = meal.name.toLowerCase().normalize("NFKD").replace(/\p{Mn}/gu, "").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
  const page = await request.get(`/r/${slug}`, { maxRedirects: 0 });
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain(meal.name.replace(/&/g, "&amp;"));
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`/r/${slug}</loc>`);
  expect((await request.get("/r/no-such-recipe-anywhere")).status()).toBe(404);
  // Served whole, the same bytes for everyone: its inline scripts allowed by their hashes (no
  // per-visitor nonce), a browser's copy revalidated by its ETag, a session changing nothing.
  const csp = page.headers()["content-security-policy"]!;
  expect(csp).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toContain("nonce-");
  const etag = page.headers().etag!;
  expect(etag).toBeTruthy();
  expect((await request.get(`/r/${slug}`, { headers: { "if-none-match": etag } })).status()).toBe(304);
  const asSomeone = await request.get(`/r/${slug}`, { headers: { cookie: "next-auth.session-token=whoever" } });
  expect(asSomeone.headers().etag).toBe(etag);
  expect(asSomeone.headers()["x-res-pe-cook"]).toBeUndefined();
  const gated = await request.get(`/recipeDetail/${meal.id}`, { maxRedirects: 0 });
  expect(gated.status()).toBe(307);
  expect(gated.headers().location).toContain("/login?callbackUrl=");
});

test("the public page passes axe signed out in both themes", async ({ page }, testInfo) => {
  const meal = catalog[0]!;
  const slug = meal.name.toLowerCase().normalize("NFKD").replace(/\p{Mn}/gu, "").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
  await page.goto(`/r/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  await page.screenshot({ path: testInfo.outputPath("catalog-public-page.png"), fullPage: true });
});
