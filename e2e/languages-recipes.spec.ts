import type { Page } from "@playwright/test";
import { collectPageErrors, expect, expectNoAxeViolationsInBothThemes, test } from "./support/fixtures";
import { catalog } from "./support/catalog";
import { expectNoEnglishSentence } from "./support/languages";
import { apiRecipe } from "./support/recipes";

/**
 * Issue 35 on the recipe pages: a cook who chose German reads the Recipe Finder, a category, a
 * recipe (its action bar, cook mode, servings, nutrition, stars, "I made it"), Saved, My recipes
 * and the recipe form in German, with no English sentence from the English messages, axe clean
 * in both themes, and nothing overflowing or clipped at 360 px (German has the longest words).
 */

/** At 360 px: no sideways scrolling, and no button or link whose words are cut off. */
async function expectNothingClippedAtPhoneWidth(page: Page, name: string): Promise<void> {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(360);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("button, a, summary, [role=button]")]
      .filter((element) => element.checkVisibility() && element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).display !== "inline")
      .map((element) => element.innerText.trim() || element.getAttribute("aria-label") || element.outerHTML.slice(0, 80)),
  );
  expect(clipped, `${name}: clipped at 360 px`).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`de-360${name.replace(/[/?=]+/g, "-")}.png`), fullPage: true });
  await page.setViewportSize(size);
}

async function checkGermanPage(page: Page, address: string, heading: string | RegExp): Promise<void> {
  await test.step(address, async () => {
    await page.goto(address);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectNoEnglishSentence(page);
    await expectNothingClippedAtPhoneWidth(page, address);
    await expectNoAxeViolationsInBothThemes(page);
  });
}

// A catalog meal with times, a difficulty and several steps: the fullest facts and cook mode.
const meal =
  catalog.find(
    (candidate) =>
      candidate.totalMinutes && candidate.difficulty && candidate.instructions.length > 2 && !["Chicken", "Beef", "Pork"].includes(candidate.category),
  ) ?? catalog[0]!;

test.describe("a cook who reads German", () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn();
    const chosen = await page.request.put("/api/account/language", { data: { locale: "de" } });
    expect(chosen.status(), await chosen.text()).toBeLessThan(300);
  });

  test("reads the Recipe Finder, a category, Saved and My recipes in German", async ({ page }) => {
    test.slow(); // six pages, each with axe in two themes and a 360 px look
    const errors = collectPageErrors(page);
    // Something on every list: a saved recipe in a collection, a note on what was cooked, a recipe of one's own.
    expect((await page.request.put(`/api/saved/${meal.id}`)).ok()).toBe(true);
    const collection = await page.request.post("/api/collections", { data: { name: "Wochentags" } });
    expect(collection.ok(), await collection.text()).toBe(true);
    const { id: collectionId } = (await collection.json()) as { id: string };
    expect((await page.request.put(`/api/collections/${collectionId}/recipes/${meal.id}`)).ok()).toBe(true);
    const cookedOn = new Date().toISOString().slice(0, 10);
    const noted = await page.request.post("/api/made-it", { data: { mealId: meal.id, cookedOn, note: "Lecker", changes: "", shared: false } });
    expect(noted.ok(), await noted.text()).toBe(true);
    await apiRecipe(page, "Omas Nudeln");

    await checkGermanPage(page, "/home", "Rezeptfinder");
    await expect(page.getByRole("heading", { level: 2, name: "Heute Abend" })).toBeVisible();
    await expect(page.getByRole("search").getByRole("button", { name: "Suchen" })).toBeVisible();
    await expect(page.getByText("Filter und Sortierung")).toBeVisible();

    await checkGermanPage(page, "/home?s=chicken", "Rezeptfinder");
    await expect(page.getByRole("status").filter({ hasText: /Gerichte? gefunden/ }).first()).toBeVisible();

    await checkGermanPage(page, "/category?c=Side", "Kategorie: Beilagen");

    await checkGermanPage(page, "/saved", "Gemerkte Rezepte");
    await expect(page.getByRole("heading", { level: 2, name: "Sammlungen" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Mit meinem Haushalt geteilt" })).toBeVisible();
    await expect(page.getByRole("button", { name: "„Wochentags“ löschen" })).toBeVisible();
    await expect(page.getByText(/Einmal gekocht, zuletzt am/)).toBeVisible();
    await expect(page.getByRole("button", { name: `Notiz löschen zu ${meal.name}` })).toBeVisible();

    await checkGermanPage(page, "/myRecipes", "Meine Rezepte");
    await expect(page.getByText("Kategorie: Pasta")).toBeVisible();
    await expect(page.getByRole("link", { name: "Bearbeiten Omas Nudeln" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("reads a recipe in German, and its action bar, cook mode, servings and stars work in German", async ({ page }) => {
    test.slow();
    const errors = collectPageErrors(page);
    await checkGermanPage(page, `/recipeDetail/${meal.id}`, meal.name);
    // The catalog's recipe texts stay English, and the page says so in German.
    await expect(page.getByText("Die Rezepte aus unserem Katalog sind vorerst auf Englisch")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Zutaten" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Zubereitung" })).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "Schwierigkeit" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /Nährwerte/ })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: "Kohlenhydrate" })).toBeVisible();

    await page.getByRole("button", { name: "Mehr Portionen" }).click();
    await expect(page.getByRole("button", { name: /^Zurück auf \d+$/ })).toBeVisible();

    await page.getByRole("button", { name: "Merken" }).click();
    await expect(page.locator("[data-sonner-toast]", { hasText: `„${meal.name}“ gemerkt.` })).toBeVisible();

    await page.getByRole("button", { name: "Plan, Liste, Sammlungen" }).click();
    const sheet = page.getByRole("dialog", { name: "Plan, Liste und Sammlungen" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText(/^Für \d+ Portionen: ändern kannst du das über den Zutaten\.$/)).toBeVisible();
    await sheet.getByText("Sammlungen", { exact: true }).click();
    await expect(sheet.getByRole("group", { name: "Dieses Rezept aufbewahren in" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();

    await page.getByRole("button", { name: "Kochmodus" }).click();
    const cookMode = page.getByRole("dialog", { name: `Kochmodus: ${meal.name}` });
    await expect(cookMode.getByRole("heading", { name: /^Schritt 1 von \d+$/ })).toBeVisible();
    await cookMode.getByRole("button", { name: "Nächster Schritt →" }).click();
    await expect(cookMode.getByRole("heading", { name: /^Schritt 2 von \d+$/ })).toBeVisible();
    await cookMode.getByRole("button", { name: "Kochmodus schließen" }).click();

    await expect(page.getByRole("heading", { level: 2, name: "Nachgekocht? Bewerte es" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Deine Sterne" }).getByText("4 Sterne")).toBeAttached();
    expect(errors).toEqual([]);
  });

  test("shares a collection by link in German, from /saved", async ({ page }) => {
    const collection = await page.request.post("/api/collections", { data: { name: "Wochentags" } });
    expect(collection.ok(), await collection.text()).toBe(true);
    await page.goto("/saved");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await page.getByRole("button", { name: "„Wochentags“ teilen" }).click();
    const sheet = page.getByRole("dialog", { name: "„Wochentags“ teilen" });
    await expect(sheet.getByRole("heading", { name: "Links für „Wochentags“" })).toBeVisible();
    await sheet.getByRole("button", { name: "Link zum Teilen erstellen" }).click();
    await expect(sheet.getByRole("button", { name: "Link kopieren" })).toBeVisible();
    await expect(sheet.getByText(/^Aktiv, erstellt am /)).toBeVisible();
    await expect(sheet.getByRole("button", { name: /^Abschalten \(Link für Wochentags: Aktiv, erstellt am .+\)$/ })).toBeVisible();
    await expectNoEnglishSentence(page);
    await expectNoAxeViolationsInBothThemes(page);
    await page.screenshot({ path: test.info().outputPath("de-saved-share.png") });
    await sheet.getByRole("button", { name: "Schließen" }).click();
    await expect(sheet).toBeHidden();
  });

  test("an owner's recipe in German: Make public, the sheet's plan, list and share links, and cooks' notes with their controls", async ({ page, browser, clientIp, signInAs }, testInfo) => {
    test.slow(); // two cooks, axe in two themes on three views
    const errors = collectPageErrors(page);
    const recipe = await apiRecipe(page, "Omas Linsen");
    expect((await page.request.put(`/api/recipes/${recipe.id}/cooks-notes`, { data: { showCooksNotes: true } })).ok()).toBe(true);
    // Another cook, in German too, shares a note on it.
    const carlaContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport, extraHTTPHeaders: { "X-Forwarded-For": `${clientIp}1` } });
    const carla = await carlaContext.newPage();
    const carlaName = (await signInAs(carlaContext)).name;
    expect((await carla.request.put("/api/account/language", { data: { locale: "de" } })).ok()).toBe(true);
    const cookedOn = new Date().toISOString().slice(0, 10);
    const noted = await carla.request.post("/api/made-it", { data: { mealId: recipe.id, cookedOn, note: "Mit Speck noch besser", changes: "Mehr Essig", shared: true } });
    expect(noted.status(), await noted.text()).toBe(201);

    await test.step("the other cook reads and reports the note in German", async () => {
      await carla.goto(`/recipeDetail/${recipe.id}`);
      await expect(carla.locator("html")).toHaveAttribute("lang", "de");
      const notes = carla.getByRole("region", { name: "Notizen anderer Köche" });
      await expect(notes.getByText(new RegExp(`^${carlaName} hat es am .+ gekocht$`))).toBeVisible();
      await expect(notes.getByText("Änderungen: Mehr Essig")).toBeVisible();
      await expectNoEnglishSentence(carla);
      await expectNoAxeViolationsInBothThemes(carla);
      await notes.getByRole("button", { name: `Melden (Notiz von ${carlaName})` }).click();
      await expect(notes.getByText("Gemeldet. Danke: Der Autor des Rezepts sieht die Meldung.")).toBeVisible();
      await expectNoEnglishSentence(carla);
    });
    await carlaContext.close();

    await checkGermanPage(page, `/recipeDetail/${recipe.id}`, "Omas Linsen");
    await expect(page.getByText("Privat: Nur du siehst es.")).toBeVisible();
    const panel = page.getByRole("region", { name: "Notizen anderer Köche zu deinem Rezept" });
    await expect(panel.getByRole("checkbox", { name: "Notizen anderer Köche auf der öffentlichen Seite dieses Rezepts zeigen" })).toBeChecked();
    await expect(panel.getByText("einmal gemeldet")).toBeVisible();
    await panel.getByRole("button", { name: `Ausblenden (Notiz von ${carlaName})` }).click();
    await expect(page.locator("[data-sonner-toast]", { hasText: `Notiz von ${carlaName} ausgeblendet.` })).toBeVisible();
    await expect(panel.getByRole("button", { name: `Wieder zeigen (Notiz von ${carlaName})` })).toBeVisible();
    // Sonner's region is named in German too.
    await expect(page.getByRole("region", { name: /^Benachrichtigungen/ })).toBeAttached();

    await page.getByRole("button", { name: "Öffentlich machen" }).click();
    await expect(page.locator("[data-sonner-toast]", { hasText: "„Omas Linsen“ ist jetzt öffentlich." })).toBeVisible();
    await expect(page.getByRole("button", { name: "Privat machen" })).toBeVisible();
    await expect(page.getByText(/^Öffentlich: \/r\//)).toBeVisible();

    await test.step("the sheet: plan, list, collections and share links", async () => {
      await page.getByRole("button", { name: "Plan, Liste, Sammlungen" }).click();
      const sheet = page.getByRole("dialog", { name: "Plan, Liste und Sammlungen" });
      const plan = sheet.getByRole("form", { name: "Zum Plan hinzufügen" });
      await expect(plan.getByRole("combobox", { name: "Tag", exact: true })).toBeVisible();
      await expect(plan.getByRole("combobox", { name: "Mahlzeit", exact: true })).toHaveValue("dinner");
      await expect(plan.getByRole("option", { name: "Abendessen" })).toBeAttached();
      await expect(sheet.getByRole("button", { name: "Zutaten auf die Einkaufsliste" })).toBeVisible();
      await expect(sheet.getByRole("button", { name: "Schließen" })).toBeVisible();
      await sheet.getByText("Sammlungen", { exact: true }).click();
      await expect(sheet.getByRole("group", { name: "Dieses Rezept aufbewahren in" })).toBeVisible();
      const share = sheet.getByRole("region", { name: "„Omas Linsen“ zum Lesen teilen" });
      await expect(share.getByText("Noch keine geteilten Links.")).toBeVisible();
      await share.getByRole("button", { name: "Link zum Teilen erstellen" }).click();
      await expect(share.getByRole("button", { name: "Link kopieren" })).toBeVisible();
      await expect(share.getByText(/^Aktiv, erstellt am /)).toBeVisible();
      await expectNoEnglishSentence(page);
      await expectNothingClippedAtPhoneWidth(page, "recipe-sheet");
      await expectNoAxeViolationsInBothThemes(page);
      await page.screenshot({ path: testInfo.outputPath("de-recipe-sheet.png") });
      await plan.getByRole("button", { name: "Zum Plan hinzufügen" }).click();
      await expect(page.locator("[data-sonner-toast]").getByText(/^Omas Linsen eingeplant: Abendessen am .+ \(2 Portionen\)\.$/)).toBeVisible();
      await expect(page.locator("[data-sonner-toast]").getByRole("button", { name: "Zum Plan" })).toBeVisible();
      await expect(sheet).toBeHidden();
      await page.getByRole("button", { name: "Plan, Liste, Sammlungen" }).click();
      await sheet.getByRole("button", { name: "Zutaten auf die Einkaufsliste" }).click();
      await expect(page.locator("[data-sonner-toast]", { hasText: "Die Zutaten für 2 Portionen stehen jetzt auf deiner Einkaufsliste." })).toBeVisible();
      await expectNoEnglishSentence(page);
    });

    await test.step("Delete asks in German, its warning icon named in German", async () => {
      await page.getByRole("button", { name: "Löschen Omas Linsen" }).click();
      const question = page.getByRole("dialog", { name: "„Omas Linsen“ löschen?" });
      await expect(question.getByRole("img", { name: "Warnung" })).toBeVisible();
      await question.getByRole("button", { name: "Abbrechen" }).click();
      await expect(question).toBeHidden();
    });
    expect(errors).toEqual([]);
  });

  test("an unknown recipe is “Gericht nicht gefunden” in German, with HTTP 404", async ({ page }) => {
    const response = await page.goto("/recipeDetail/99999999");
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Gericht nicht gefunden" })).toBeVisible();
    await expect(page.getByText("Unter dieser Adresse gibt es kein Rezept.", { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: "Gericht suchen" })).toHaveAttribute("href", "/home");
    await expectNoEnglishSentence(page);
    await expectNoAxeViolationsInBothThemes(page);
  });

  test("writes a recipe with the form in German, its field errors in German too", async ({ page }) => {
    const errors = collectPageErrors(page);
    await checkGermanPage(page, "/myRecipes/new", "Neues Rezept");
    await page.getByRole("button", { name: "Rezept speichern" }).click();
    // The shared schema's English messages, shown in German (the API keeps English).
    await expect(page.getByText("Der Name muss mindestens 2 Zeichen lang sein.")).toBeVisible();
    await expect(page.getByText("Bitte wähle eine Kategorie.")).toBeVisible();
    await page.getByLabel("Name", { exact: true }).fill("Linsensuppe");
    // Miscellaneous, as every test's recipe: a category page's test counts the catalog's own.
    await page.getByLabel("Kategorie", { exact: true }).selectOption("Miscellaneous");
    await expect(page.getByRole("option", { name: "Vegetarisch" })).toBeAttached();
    await page.getByLabel("Herkunft", { exact: true }).fill("German");
    await page.getByLabel("Zutat 1").fill("Linsen");
    await page.getByLabel("Menge 1").fill("200 g");
    await page.getByLabel("Zubereitung", { exact: true }).fill("Die Linsen weich kochen und würzen.");
    await page.getByRole("button", { name: "Rezept speichern" }).click();
    await expect(page.locator("[data-sonner-toast]", { hasText: "„Linsensuppe“ ist gespeichert." })).toBeVisible();
    await expect(page).toHaveURL(/\/myRecipes$/);

    await checkGermanPage(page, "/myRecipes/import", "Rezept importieren");
    await expect(page.getByRole("tab", { name: "Aus einem Foto" })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
