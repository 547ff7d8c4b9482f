import fs from "node:fs";
import path from "node:path";
import { HTTP_ONLY, collectPageErrors, expect, expectNoAxeViolationsInBothThemes, test } from "./support/fixtures";
import { catalog } from "./support/catalog";
import { expectNoEnglishSentence } from "./support/languages";

/**
 * Issue 35, a public recipe in another language: /lang/de/r/<slug> draws /r/<slug> with everything
 * around the cook's words in German (kept whole by the server per language, like /r/), names its
 * languages to search engines, follows a renamed recipe, and says 410 in German once it is private.
 */

const germanAreas = JSON.parse(fs.readFileSync(path.join("lib", "platform", "i18n", "messages", "areas.json"), "utf8")).de as Record<string, string>;
const slugOf = (name: string) => name.toLowerCase().normalize("NFKD").replace(/\p{Mn}/gu, "").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

test("a signed-out visitor reads a cook's public recipe in German, scales it, sees the cooks' notes in German; renamed and unpublished it follows", async ({ page, browser, clientIp, signIn, signInAs }, testInfo) => {
  test.slow(); // two browsers, axe in two themes
  await signIn();
  const name = `Linseneintopf ${Math.random().toString(36).slice(2, 7).replace(/\d/g, "x")}`;
  const created = await page.request.post("/api/recipes", {
    data: {
      name,
      category: "Miscellaneous",
      area: "German",
      instructions: "Die Zwiebeln anbraten.\nMit den Linsen eine Stunde köcheln lassen.",
      servings: 4,
      ingredients: [
        { name: "Linsen", measure: "500 g" },
        { name: "Zwiebeln", measure: "2" },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const published = await page.request.put(`/api/recipes/${id}/public`);
  expect(published.status()).toBe(200);
  const english = ((await published.json()) as { path: string }).path;
  const german = `/lang/de${english}`;
  expect((await page.request.put(`/api/recipes/${id}/cooks-notes`, { data: { showCooksNotes: true } })).status()).toBe(200);

  // Another cook made it and shares a note.
  const carlaContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, extraHTTPHeaders: { "X-Forwarded-For": `${clientIp}7` } });
  const carlaName = (await signInAs(carlaContext)).name;
  const made = await carlaContext.request.post("/api/made-it", { data: { mealId: id, cookedOn: "2026-11-20", note: "Mit Speck noch besser", changes: "Mehr Salz", shared: true } });
  expect(made.status(), await made.text()).toBe(201);
  await carlaContext.close();

  // A visitor, signed out, whose browser asks for English: the address's language wins.
  const visitorContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize(), locale: "en-GB" });
  const visitor = await visitorContext.newPage();
  const errors = collectPageErrors(visitor);
  const response = await visitor.goto(german);
  expect(response?.status()).toBe(200);
  await expect(visitor.locator("html")).toHaveAttribute("lang", "de");
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "Zutaten" })).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "Bewertungen" })).toBeVisible();
  await expect(visitor.getByText("Noch keine Bewertungen")).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "Nährwerte", exact: false }).first()).toBeVisible();
  await expect(visitor.locator(".recipe__facts")).toContainText(`Küche${germanAreas.German}`);
  await expect(visitor.getByRole("button", { name: "In meinem Res-pe speichern" })).toBeVisible();
  const notes = visitor.getByRole("region", { name: "Notizen anderer Köche" });
  await expect(notes.getByText(`${carlaName} hat es am 20. Nov. 2026 gekocht`)).toBeVisible();
  await expect(notes.getByText("Änderungen: Mehr Salz")).toBeVisible();
  await expect(notes.getByRole("button", { name: `Melden (Notiz von ${carlaName})` })).toBeVisible();
  expect(await visitor.locator('meta[name="description"]').getAttribute("content")).toMatch(/mit Zutaten, Zubereitung und Nährwerten\.$/);

  // Its languages: canonical is its own address, the others alternates, English the default.
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${german}$`));
  for (const [language, address] of [["en", english], ["de", german], ["fr", `/lang/fr${english}`], ["es", `/lang/es${english}`], ["x-default", english]]) {
    await expect(visitor.locator(`link[rel="alternate"][hreflang="${language}"]`)).toHaveAttribute("href", new RegExp(`[^/]${address}$`));
  }

  // Scaled to 8 servings, with the German label.
  await visitor.getByRole("spinbutton", { name: "Portionen" }).fill("8");
  await expect(visitor.locator(".ingredient-list li").first()).toContainText("1 kg");
  await expectNoEnglishSentence(visitor);
  await expectNoAxeViolationsInBothThemes(visitor);
  await visitor.screenshot({ path: testInfo.outputPath("public-recipe-de.png"), fullPage: true });
  expect(errors).toEqual([]);

  // The footer's switcher opens the recipe's address in the chosen language, and back.
  await visitor.getByRole("button", { name: "English", exact: true }).click();
  await expect(visitor).toHaveURL(new RegExp(`[^g]${english}$`));
  await expect(visitor.getByRole("heading", { name: "Ingredients" })).toBeVisible();
  await expect(visitor.locator("html")).toHaveAttribute("lang", "en");
  await visitor.getByRole("button", { name: "Deutsch", exact: true }).click();
  await expect(visitor).toHaveURL(new RegExp(`${german}$`));
  await expect(visitor.getByRole("heading", { name: "Zutaten" })).toBeVisible();

  // The English page stays English, and the server keeps each language's page apart.
  const englishPage = await visitor.request.get(english);
  expect(await englishPage.text()).toContain('<html lang="en"');
  expect((await visitor.request.get(german)).headers()["cache-control"]).toBe("public, no-cache");

  // Renamed: the old German address leads to the new one in German.
  const renamedName = `${name} mit Speck`;
  const renamed = await page.request.put(`/api/recipes/${id}`, {
    data: { name: renamedName, category: "Miscellaneous", area: "German", instructions: "Die Zwiebeln anbraten.", servings: 4, ingredients: [{ name: "Linsen", measure: "500 g" }] },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  const moved = await visitor.request.get(german, { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toMatch(new RegExp(`/lang/de/r/${slugOf(renamedName)}$`));

  // Made private: the German address is gone, said in German.
  expect((await page.request.delete(`/api/recipes/${id}/public`)).status()).toBe(200);
  const gone = await visitor.goto(`/lang/de/r/${slugOf(renamedName)}`);
  expect(gone?.status()).toBe(410);
  await expect(visitor.locator("html")).toHaveAttribute("lang", "de");
  await expect(visitor.getByRole("heading", { level: 1, name: "Dieses Rezept wird nicht mehr geteilt" })).toBeVisible();
  await visitorContext.close();
});

test("a catalog meal in German says its texts stay English; other languages have their pages; none in English at /lang/en", HTTP_ONLY, async ({ request }) => {
  const meal = catalog[0]!;
  const slug = slugOf(meal.name);
  const german = await request.get(`/lang/de/r/${slug}`);
  expect(german.status()).toBe(200);
  const html = await german.text();
  expect(html).toContain('<html lang="de"');
  expect(html).toContain("Die Rezepte aus unserem Katalog sind vorerst auf Englisch");
  expect(await (await request.get(`/lang/fr/r/${slug}`)).text()).toContain("Ingrédients");
  expect(await (await request.get(`/lang/es/r/${slug}`)).text()).toContain('<html lang="es"');
  expect((await request.get(`/lang/en/r/${slug}`)).status()).toBe(404);
  expect((await request.get(`/lang/it/r/${slug}`)).status()).toBe(404);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>http://localhost:3000/lang/de/r/${slug}</loc>`);
});
