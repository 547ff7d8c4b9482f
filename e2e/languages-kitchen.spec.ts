import type { Page } from "@playwright/test";
import { collectPageErrors, expect, expectNoAxeViolationsInBothThemes, test } from "./support/fixtures";
import { expectNoEnglishSentence } from "./support/languages";

/**
 * Issue 35 for the kitchen's pages (the planner, the list, the pantry, the household, the
 * account, the AI chef, the ranking): a German cook sees each in German, with none of the English
 * sentences it was translated from, axe passing in both themes, and nothing overflowing or
 * clipped at the phone's 360 px; the planner's week starts on Monday, as German calendars do.
 */

/** Nothing wider than the window, and no button or link whose words are cut off (German is long). */
async function expectNothingClipped(page: Page): Promise<void> {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) found.push(`the page is ${document.documentElement.scrollWidth} px wide in ${window.innerWidth}`);
    for (const element of document.querySelectorAll<HTMLElement>("button, a, .kitchen-button, .button")) {
      // Hidden, or visually hidden on purpose (the skip link until focused, screen-reader words).
      if (!element.offsetParent || element.closest(".visually-hidden, .skip-link")) continue;
      if (element.scrollWidth > element.clientWidth + 1) found.push(`“${element.innerText.trim()}” needs ${element.scrollWidth} px of ${element.clientWidth}`);
    }
    return found;
  });
  expect(problems, `clipped on ${page.url()}`).toEqual([]);
}

/** The checks every translated page gets, and its screenshot for a person to look at. */
async function checkGermanPage(page: Page, name: string): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expectNoEnglishSentence(page);
  await expectNothingClipped(page);
  await expectNoAxeViolationsInBothThemes(page);
  await page.screenshot({ path: test.info().outputPath(`de-${name}.png`), fullPage: true });
}

/** The cook's own setting, as /account saves it (every device, whatever the browser asks for). */
async function speakGerman(page: Page): Promise<void> {
  expect((await page.request.put("/api/account/language", { data: { locale: "de" } })).ok()).toBe(true);
}

// Days as the app counts them (UTC calendar days), labelled as a German calendar writes them.
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, count: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000));
const germanLabel = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString("de-DE", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });

test("a German cook's planner shows the week from Monday to Sunday, in German, with the previous and next weeks", async ({ page, signIn }) => {
  test.slow(); // axe in two themes on two views
  const errors = collectPageErrors(page);
  await signIn();
  await speakGerman(page);
  const today = isoDay(new Date());
  const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  expect((await page.request.post("/api/plan", { data: { mealId: "10005", day: today, slot: "dinner" } })).ok()).toBe(true);

  await page.goto("/plan");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Essensplan");
  const days = page.locator(".plan-day");
  await expect(days).toHaveCount(7);
  await expect(days.first().getByRole("heading", { level: 2 })).toContainText(germanLabel(monday));
  expect(germanLabel(monday)).toMatch(/^Mo\./);
  await expect(days.last().getByRole("heading", { level: 2 })).toContainText(germanLabel(addDays(monday, 6)));
  await expect(page.locator('[aria-current="date"]').getByRole("heading", { level: 2 })).toHaveText(`${germanLabel(today)} Heute`);
  const weeks = page.getByRole("navigation", { name: "Angezeigte Tage" });
  await expect(weeks.getByRole("link", { name: "Diese Woche" })).toHaveAttribute("aria-current", "page");
  await expect(weeks.getByRole("link", { name: "Einkaufsliste erstellen" })).toHaveAttribute("href", `/shopping?from=${monday}&to=${addDays(monday, 6)}`);

  // Today's dinner, with its German tools; "+ Hinzufügen" says which day it adds to.
  const dinner = page.getByTestId(`slot-${today}-dinner`);
  await expect(dinner.getByRole("heading", { level: 3 })).toHaveText("Abendessen");
  await expect(dinner.getByLabel("Portionen")).toBeVisible();
  await expect(dinner.getByRole("button", { name: "Entfernen" })).toBeVisible();
  await page.getByRole("button", { name: `Gericht am ${germanLabel(today)} hinzufügen` }).click();
  const dialog = page.getByRole("dialog", { name: `Gericht am ${germanLabel(today)} hinzufügen` });
  await expect(dialog.getByLabel("Mahlzeit")).toHaveValue("dinner");
  await expect(dialog.getByRole("region", { name: "Ideen" })).toBeVisible();
  await checkGermanPage(page, "plan-add");
  await dialog.getByRole("button", { name: "Schließen" }).click();
  await checkGermanPage(page, "plan");

  // The plan's share links, in German, in their sheet.
  await page.getByRole("button", { name: "Plan teilen" }).click();
  const share = page.getByRole("dialog", { name: "Deinen Essensplan teilen" });
  await expect(share.getByLabel("Link gilt")).toHaveValue("0");
  await expect(share.getByRole("option", { name: "Bis ich ihn abschalte" })).toBeAttached();
  await expect(share.getByRole("button", { name: "Schließen" })).toBeVisible();
  await share.getByRole("button", { name: "Link zum Teilen erstellen" }).click();
  await expect(share.getByRole("button", { name: "Link kopieren" })).toBeVisible();
  await expect(share.getByRole("heading", { name: "Links für deinen Essensplan" })).toBeVisible();
  await checkGermanPage(page, "plan-share");
  await share.getByRole("button", { name: /^Abschalten/ }).click();
  await expect(page.locator("[data-sonner-toast]", { hasText: "Link abgeschaltet: Er funktioniert ab sofort nicht mehr." })).toBeVisible();
  await expect(share.getByText(/^Abgeschaltet, erstellt am /)).toBeVisible();
  await page.keyboard.press("Escape");

  // The next week starts on the next Monday; a day in the middle of a week opens that whole week.
  await weeks.getByRole("link", { name: "Nächste Woche →" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${addDays(monday, 7)}$`));
  await expect(days.first().getByRole("heading", { level: 2 })).toHaveText(germanLabel(addDays(monday, 7)));
  await page.goto(`/plan?from=${addDays(monday, 17)}`);
  await expect(days.first().getByRole("heading", { level: 2 })).toHaveText(germanLabel(addDays(monday, 14)));
  expect(errors).toEqual([]);
});

test("a German cook's list, pantry, household, account, AI chef and ranking are in German, fit a phone and pass axe", async ({ page, signIn }) => {
  test.slow(); // six pages, each with axe in two themes
  const errors = collectPageErrors(page);
  await signIn();
  await speakGerman(page);
  expect((await page.request.post("/api/shopping/items", { data: { text: "Milch" } })).status()).toBe(201);
  expect((await page.request.put("/api/pantry", { data: { items: ["eggs", "rice", "onion", "carrot", "butter"] } })).ok()).toBe(true);

  await test.step("/shopping", async () => {
    await page.goto("/shopping");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Einkaufsliste");
    await expect(page.getByRole("button", { name: "Aus dem Plan erstellen" })).toBeVisible();
    await expect(page.getByLabel("Artikel hinzufügen")).toBeVisible();
    await expect(page.locator(".shopping__aisle").getByText("Milch", { exact: true })).toBeVisible();
    await checkGermanPage(page, "shopping");
  });

  await test.step("/pantry", async () => {
    await page.goto("/pantry");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Was kann ich kochen?");
    await expect(page.getByRole("heading", { name: "In deiner Küche" })).toBeVisible();
    await expect(page.getByLabel("Schwierigkeit")).toContainText("Einfach");
    await expect(page.getByRole("status").filter({ hasText: /, was du da hast\./ })).toBeVisible();
    await checkGermanPage(page, "pantry");
  });

  await test.step("/household", async () => {
    await page.goto("/household");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dein Haushalt");
    await expect(page.getByRole("heading", { name: "Jemanden einladen" })).toBeVisible();
    // What the cook did, stored in English words, is told in German.
    await expect(page.locator(".household-activity")).toContainText("hat Milch hinzugefügt");
    await checkGermanPage(page, "household");
  });

  await test.step("/account", async () => {
    expect((await page.request.post("/api/share-links", { data: { kind: "plan", expiresInDays: 7 } })).ok()).toBe(true);
    await page.goto("/account");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dein Konto");
    // Every link the cook made, as the account lists them.
    await expect(page.getByText(/^Essensplan: Aktiv bis .+, erstellt am /)).toBeVisible();
    // A form's own check speaks German too (the shared schema's message, translated).
    await page.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(page.getByText("Bitte gib dein aktuelles Passwort ein.")).toBeVisible();
    await checkGermanPage(page, "account");
  });

  await test.step("/aiChef", async () => {
    await page.goto("/aiChef");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("KI-Koch");
    for (const ingredient of ["Kartoffel", "Lauch", "Butter", "Milch"]) {
      await page.getByLabel("Zutat", { exact: true }).fill(ingredient);
      await page.getByRole("button", { name: "Zutat hinzufügen" }).click();
    }
    await page.getByLabel("Zutat", { exact: true }).fill("lauch");
    await page.getByRole("button", { name: "Zutat hinzufügen" }).click();
    await expect(page.locator("form.chef-form").getByRole("alert")).toHaveText("lauch steht schon auf deiner Liste.");
    await expect(page.getByRole("button", { name: "Rezept holen" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Kartoffel entfernen" })).toBeVisible();
    await checkGermanPage(page, "ai-chef");
  });

  await test.step("/ranking", async () => {
    await page.goto("/ranking");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rangliste");
    await expect(page.getByRole("heading", { name: "Beste Rezepte" })).toBeVisible();
    await checkGermanPage(page, "ranking");
  });
  expect(errors).toEqual([]);
});
