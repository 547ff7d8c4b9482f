import path from "node:path";
import type { Page } from "@playwright/test";
import { paprikaExport, paprikaSamples, tempFile } from "../tests/support/migration-files";
import { collectPageErrors, expect, expectNoAxeViolationsInBothThemes, test } from "./support/fixtures";
import { catalog } from "./support/catalog";
import { expectNoEnglishSentence } from "./support/languages";

// What the service worker does is what this file tests (the other specs run without it: playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/**
 * Issue 35, what still spoke English to a German cook: cuisine names, the "From another app" tab
 * and its report, the import's refusals (the API's message stays English; the page translates
 * its code), and the offline page the service worker shows.
 */

/** For a person to look at: the German screen at this project's width. */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.resolve(".tmp", "screenshots", `de-${name}-${test.info().project.name}.png`), fullPage: true });
}

async function signInInGerman(page: Page, signIn: () => Promise<unknown>): Promise<void> {
  await signIn();
  const chosen = await page.request.put("/api/account/language", { data: { locale: "de" } });
  expect(chosen.status()).toBe(200);
}

test("a German cook reads a recipe's cuisine, and the finder's cuisines, in German", async ({ page, signIn }) => {
  await signInInGerman(page, signIn);
  const italian = catalog.find((meal) => meal.area === "Italian")!;
  await page.goto(`/recipeDetail/${italian.id}`);
  const facts = page.locator(".recipe__facts");
  await expect(facts.getByText("Italienisch", { exact: true })).toBeVisible();
  await expect(facts.getByText("Italian", { exact: true })).toHaveCount(0);
  await screenshot(page, "recipe-cuisine");

  await page.goto("/home?s=pasta&area=Italian");
  const cuisine = page.locator('select[name="area"]');
  await expect(cuisine.locator("option", { hasText: /^Italienisch/ })).toHaveAttribute("value", "Italian");
  await expect(cuisine.locator("option", { hasText: /^Italian\b/ })).toHaveCount(0);
});

test("a German cook brings recipes over from another app in German, and reads the import's refusals in German", async ({ page, signIn }) => {
  test.slow(); // an upload, a background job, axe in two themes twice
  const errors = collectPageErrors(page);
  await signInInGerman(page, signIn);

  // The server's refusal has a code: the page says it in German (the API's message is English).
  await page.goto("/myRecipes/import");
  await page.getByText("Die Seite verlangt eine Anmeldung oder lädt nicht?").click();
  await page.getByLabel("Das HTML der Seite", { exact: true }).fill('{"not": "a recipe"}');
  await page.getByRole("button", { name: "Dieses HTML lesen" }).click();
  await expect(page.getByText("Res-pe hat auf dieser Seite kein Rezept gefunden")).toBeVisible();
  await expect(page.getByText("Res-pe found no recipe on that page")).toHaveCount(0);
  await screenshot(page, "import-refusal");

  await page.goto("/myRecipes/import?from=app");
  await expect(page.getByRole("tab", { name: "Aus einer anderen App" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: "Meine Rezepte übernehmen" }).click();
  await expect(page.getByText("Bitte wähle die Exportdatei deiner anderen App aus.")).toBeVisible();
  await screenshot(page, "from-another-app");
  await expectNoEnglishSentence(page);
  await expectNoAxeViolationsInBothThemes(page);

  const { tatin } = await paprikaSamples();
  // A Miscellaneous recipe, like every test's: other specs count the categories' cards.
  const file = tempFile("Meine Rezepte.paprikarecipes", paprikaExport([{ ...tatin, categories: ["Weekend"] }]));
  await page.getByLabel("Exportdatei aus deiner anderen App").setInputFiles(file);
  await page.getByLabel("Aus welcher App stammt sie?").selectOption({ label: "Paprika 3" });
  await page.getByRole("button", { name: "Meine Rezepte übernehmen" }).click();
  const report = page.getByRole("region", { name: "Was aus Paprika 3 übernommen wurde" });
  await expect(report).toBeVisible({ timeout: 60_000 });
  await expect(report.getByText("1 Rezept zu")).toBeVisible();
  await expect(report.getByRole("link", { name: "Meine Rezepte" })).toBeVisible();
  await expect(report.getByRole("heading", { name: "Hinzugefügt" })).toBeVisible();
  // What did not come across: the server's lines carry codes, the page words them in German.
  await report.getByText(/^Was nicht unverändert übernommen wurde/).click();
  await expect(report.getByText("Portionen: nicht angegeben, 4 angenommen")).toBeVisible();
  await expect(report.getByText("Servings: not given, 4 assumed")).toHaveCount(0);
  await screenshot(page, "migration-report");
  await expectNoEnglishSentence(page);
  await expectNoAxeViolationsInBothThemes(page);
  expect(errors).toEqual([]);
});

test("a German cook reads the imported recipe's \"please check\" notes in German", async ({ page, signIn }) => {
  await signInInGerman(page, signIn);
  await page.goto("/myRecipes/import");
  await page.getByText("Die Seite verlangt eine Anmeldung oder lädt nicht?").click();
  const recipe = { "@type": "Recipe", name: "Eintopf", recipeCategory: "Weeknight", recipeCuisine: "Atlantis", recipeIngredient: ["2 Zwiebeln"], recipeInstructions: "Alles zusammen eine Stunde köcheln lassen." };
  await page.getByLabel("Das HTML der Seite", { exact: true }).fill(JSON.stringify(recipe));
  await page.getByRole("button", { name: "Dieses HTML lesen" }).click();
  const notes = page.locator(".import-preview__notes");
  // The server's note has a code and values: the page words it in German, the values as written.
  await expect(notes.getByText("Wähle eine Kategorie: Die Seite sagt „Weeknight“.")).toBeVisible();
  await expect(notes.getByText("Die Seite sagt nicht, für wie viele Personen das Rezept ist: 4 ist geschätzt.")).toBeVisible();
  await expect(notes.getByText(/Choose a category|how many it serves/)).toHaveCount(0);
  await screenshot(page, "import-check-notes");
  await expectNoAxeViolationsInBothThemes(page);
});

test("offline, a German cook's unkept page is the offline page in German", async ({ page, context, signIn }) => {
  await signInInGerman(page, signIn);
  await page.goto("/home");
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  // The page told the worker its language (the worker keeps it beside the cook's last change).
  await page.waitForFunction(async () => {
    const noted = await (await caches.open("res-pe-last-change")).match("/page-language");
    return noted ? (await noted.text()) === "de" : false;
  });
  await context.setOffline(true);
  await page.goto("/aboutHome");
  await expect(page.getByRole("heading", { level: 1, name: "Du bist offline" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("link", { name: "Einkaufsliste" }).first()).toBeVisible();
  await expect(page.getByRole("status").getByText("Du bist offline.")).toBeVisible();
  await expect(page).toHaveTitle(/Du bist offline/);
  await screenshot(page, "offline");
  await expectNoEnglishSentence(page);
  await expectNoAxeViolationsInBothThemes(page);
  await context.setOffline(false);
});
