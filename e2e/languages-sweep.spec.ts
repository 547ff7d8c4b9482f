import path from "node:path";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { e2eDataDir } from "../playwright.config";
import { tempFile } from "../tests/support/migration-files";
import { myRecipeBoxCsv } from "../tests/support/migrations/myrecipebox";
import { ONE_WIDTH, collectPageErrors, expect, test } from "./support/fixtures";
import { catalog } from "./support/catalog";
import { expectNoEnglishSentence, signedInPages } from "./support/languages";
import { apiRecipe } from "./support/recipes";

/**
 * Issue 35's sweep: every page a German cook reaches, each import report shown, the admin's page,
 * the not-found and offline pages, with the English-sentence guard on each (the other German specs
 * guard the pages they test; e2e/languages-site.spec.ts draws them all at 360 px). One signed-in
 * walk, desktop only: the guard reads words, which no width changes.
 */

/** A blog post in German with its recipe in the text only, and tips after the method. */
const GERMAN_POST = `<!doctype html><html lang="de"><head><title>Omas Kartoffelsuppe</title></head><body><main><article>
<h1>Omas Kartoffelsuppe</h1>
<p>Jeden Winter kochte meine Oma diese Suppe, und das ganze Haus roch nach Majoran und Speck.</p>
<h2>Zutaten</h2>
<ul><li>1 kg Kartoffeln</li><li>2 Zwiebeln</li><li>1 l Gemüsebrühe</li><li>1 TL Majoran</li></ul>
<h2>Zubereitung</h2>
<ol><li>Die Kartoffeln schälen und würfeln, die Zwiebeln fein hacken.</li><li>Alles in der Brühe 20 Minuten weich kochen und mit Majoran würzen.</li></ol>
<h2>Tipps</h2>
<p>Am nächsten Tag schmeckt die Suppe noch besser.</p>
</article></main></body></html>`;

/** The cook becomes the site's admin, as the site's first account is. */
function makeAdmin(email: string): void {
  const database = new Database(path.join(e2eDataDir, "res-pe.db"), { fileMustExist: true });
  try {
    database.pragma("busy_timeout = 5000");
    expect(database.prepare(`UPDATE "User" SET "role" = 'admin' WHERE "email" = ?`).run(email).changes).toBe(1);
  } finally {
    database.close();
  }
}

/** The screen as a person looks at it, at a phone's and a desktop's width (.tmp/screenshots). */
async function shoot(page: Page, name: string): Promise<void> {
  const wide = page.viewportSize()!;
  for (const width of [360, wide.width]) {
    await page.setViewportSize({ width, height: wide.height });
    await page.screenshot({ path: path.resolve(".tmp", "screenshots", `de-sweep-${name}-${width}.png`), fullPage: true });
  }
}

async function visit(page: Page, address: string, heading?: RegExp | string, status = 200): Promise<void> {
  await test.step(address, async () => {
    expect((await page.goto(address))?.status(), address).toBe(status);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    if (heading) await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    else await expect(page.locator("main h1").first()).toBeVisible();
    await expectNoEnglishSentence(page);
  });
}

test("a German cook meets no English sentence on any page, report or refusal page of the app", ONE_WIDTH, async ({ page, signIn }) => {
  test.setTimeout(300_000); // ~30 pages, two imports
  const errors = collectPageErrors(page);
  const cook = await signIn();
  expect((await page.request.put("/api/account/language", { data: { locale: "de" } })).status()).toBe(200);
  const recipe = await apiRecipe(page, "Spätzle mit Käse");
  const shared = await page.request.post("/api/share-links", { data: { kind: "plan" } });
  expect(shared.status(), await shared.text()).toBe(201);
  const sharedPlan = ((await shared.json()) as { path: string }).path;
  const meal = catalog[0]!;

  for (const address of [
    ...signedInPages(meal),
    `/recipeDetail/${recipe.id}`,
    `/myRecipes/${recipe.id}/edit`,
    "/myRecipes/import?from=photo",
    "/myRecipes/import?from=app",
    sharedPlan,
  ]) {
    await visit(page, address);
  }

  // The pantry's staples and quick-add choices are the cook's words too.
  await page.goto("/pantry");
  await expect(page.getByRole("list", { name: "Dein Vorrat" }).getByText("Salz", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /Weizenmehl/ })).toBeVisible();
  await shoot(page, "pantry");
  await page.goto(sharedPlan);
  await shoot(page, "shared-plan");

  // Pages that say something is missing: a recipe, one to edit, any address, the admin's page to a cook.
  await visit(page, "/recipeDetail/99999999", undefined, 404);
  await visit(page, "/myRecipes/zzzzzzzzzzzzzzzzzzzz/edit", "Rezept nicht gefunden", 404);
  await visit(page, "/gibt-es-nicht", undefined, 404);
  await visit(page, "/admin", undefined, 404);
  // The offline page the service worker shows a German cook.
  await visit(page, "/lang/de/offline");

  await test.step("a recipe read from a page's text: the draft and its notes' heading in German", async () => {
    await page.goto("/myRecipes/import");
    await page.getByText("Die Seite verlangt eine Anmeldung oder lädt nicht?").click();
    await page.getByLabel("Das HTML der Seite").fill(GERMAN_POST);
    await page.getByRole("button", { name: "Dieses HTML lesen" }).click();
    const method = page.getByRole("textbox", { name: "Zubereitung", exact: true });
    await expect(method).toHaveValue(/Notizen:\s*Am nächsten Tag schmeckt die Suppe noch besser\./, { timeout: 30_000 });
    await expect(method).not.toHaveValue(/Notes:/);
    await expectNoEnglishSentence(page);
  });

  await test.step("an exported recipes file with a recipe without a name: the list in German", async () => {
    await page.goto("/myRecipes/import");
    // Every cook's recipes are in the catalog's lists: a name and category no other test counts
    // (the letter A's list and the menu's categories are counted exactly).
    const file = tempFile(
      "rezepte.json",
      JSON.stringify([
        { "@type": "Recipe", name: "Quarkkuchen", recipeCategory: "Miscellaneous", recipeCuisine: "German", recipeIngredient: ["500 g Quark", "200 g Mehl"], recipeInstructions: ["Den Quark mit dem Mehl verrühren und backen."] },
        { "@type": "Recipe", name: "", recipeCategory: "Miscellaneous", recipeCuisine: "German", recipeIngredient: ["1 Ei"], recipeInstructions: ["Das Ei zehn Minuten kochen lassen."] },
      ]),
    );
    await page.getByLabel("Datei mit exportierten Rezepten", { exact: true }).setInputFiles(file);
    await page.getByRole("button", { name: "Diese Rezepte hinzufügen" }).click();
    await expect(page.getByText("„Ein Rezept ohne Namen“ wurde nicht hinzugefügt: Der Name muss mindestens 2 Zeichen lang sein.")).toBeVisible();
    await expectNoEnglishSentence(page);
    await shoot(page, "restored-file");
  });

  await test.step("a My Recipe Box export with a row without a title and one the form refuses: the report in German", async () => {
    await page.goto("/myRecipes/import?from=app");
    const csv = myRecipeBoxCsv([
      { title: "Kaiserschmarrn", ingredients: "4 Eier\n250 ml Milch\n125 g Mehl", instructions: "Alles verrühren und in der Pfanne backen, dann zerreißen." },
      { title: "", ingredients: "1 Ei" },
      { title: "Leere Suppe", ingredients: "1 l Wasser", instructions: "Kochen." },
    ]);
    await page.getByLabel("Exportdatei aus deiner anderen App").setInputFiles(tempFile("recipes.csv", csv));
    await page.getByLabel("Aus welcher App stammt sie?").selectOption({ label: "My Recipe Box" });
    await page.getByRole("button", { name: "Meine Rezepte übernehmen" }).click();
    const report = page.getByRole("region", { name: "Was aus My Recipe Box übernommen wurde" });
    await expect(report).toBeVisible({ timeout: 60_000 });
    await expect(report.getByText("„Zeile 3“: Es hat keinen Titel.")).toBeVisible();
    await expect(report.getByText("„Leere Suppe“: Die Zubereitung muss mindestens 20 Zeichen lang sein.")).toBeVisible();
    await expect(report.getByText(/Row 3|The instructions must/)).toHaveCount(0);
    await expectNoEnglishSentence(page);
    await shoot(page, "migration-report");
  });

  await test.step("the admin's own page", async () => {
    makeAdmin(cook.email);
    // The account's role is read with the session check, which a moment may still remember.
    await expect(async () => {
      await page.goto("/admin");
      await expect(page.locator("main h1").first()).toHaveText("Seitenverwaltung", { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expectNoEnglishSentence(page);
    await shoot(page, "admin");
  });
  expect(errors).toEqual([]);
});

test("a German visitor, signed out, meets no English sentence on any public page, shared page or refusal page", ONE_WIDTH, async ({ page, signIn, browser, clientIp }, testInfo) => {
  test.setTimeout(240_000); // ~25 pages
  // What a cook shares with the visitor: a public recipe, the plan, a collection and a recipe by link, one link turned off.
  await signIn();
  const recipe = await apiRecipe(page, "Käsespätzle für alle");
  const published = await page.request.put(`/api/recipes/${recipe.id}/public`);
  expect(published.status()).toBe(200);
  const publicRecipe = ((await published.json()) as { path: string }).path;
  const collection = await page.request.post("/api/collections", { data: { name: "Sonntagsessen" } });
  expect(collection.status()).toBe(201);
  const collectionId = ((await collection.json()) as { id: string }).id;
  expect((await page.request.put(`/api/collections/${collectionId}/recipes/${recipe.id}`)).status()).toBe(200);
  const share = async (data: Record<string, string>) => {
    const made = await page.request.post("/api/share-links", { data });
    expect(made.status(), await made.text()).toBe(201);
    return (await made.json()) as { id: string; path: string };
  };
  const [plan, sharedCollection, sharedRecipe, turnedOff] = await Promise.all([
    share({ kind: "plan" }),
    share({ kind: "collection", targetId: collectionId }),
    share({ kind: "recipe", targetId: recipe.id }),
    share({ kind: "recipe", targetId: recipe.id }),
  ]);
  expect((await page.request.delete(`/api/share-links/${turnedOff.id}`)).status()).toBe(200);
  const meal = catalog[0]!;
  const catalogSlug = meal.name.toLowerCase().normalize("NFKD").replace(/\p{Mn}/gu, "").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

  // The visitor's browser asks for German; no cookie, no account.
  const visitorContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: page.viewportSize(),
    locale: "de-DE",
    extraHTTPHeaders: { "X-Forwarded-For": `${clientIp}9` },
  });
  const visitor = await visitorContext.newPage();
  const errors = collectPageErrors(visitor);
  for (const address of ["/", "/aboutHome", "/contactHome", "/tipsHome", "/developers", "/login", "/signup", "/forgotPassword", "/changePassword"]) {
    await visit(visitor, address);
  }
  // A public recipe is read at its address in the visitor's language (the hreflang alternates lead there).
  await visit(visitor, `/lang/de/r/${catalogSlug}`, meal.name);
  await visit(visitor, `/lang/de${publicRecipe}`, "Käsespätzle für alle");
  await visit(visitor, plan.path);
  await visit(visitor, sharedCollection.path, "Sonntagsessen");
  await visit(visitor, sharedRecipe.path, "Käsespätzle für alle");

  // Pages that say something is missing or gone.
  await visit(visitor, turnedOff.path, "Dieser Link wurde von seinem Besitzer abgeschaltet", 410);
  await visit(visitor, "/s/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG", undefined, 404);
  await visit(visitor, "/lang/de/r/gibt-es-nicht", undefined, 404);
  await visit(visitor, "/gibt-es-nicht", undefined, 404);
  expect((await page.request.delete(`/api/recipes/${recipe.id}/public`)).status()).toBe(200);
  await visit(visitor, `/lang/de${publicRecipe}`, "Dieses Rezept wird nicht mehr geteilt", 410);
  await shoot(visitor, "signed-out-gone");
  await visitorContext.close();
  expect(errors).toEqual([]);
});
