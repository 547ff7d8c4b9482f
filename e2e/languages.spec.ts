import { HTTP_ONLY, collectPageErrors, expect, expectNoAxeViolations, newAccount, test } from "./support/fixtures";
import { catalog } from "./support/catalog";
import { expectNoEnglishSentence, signedInPages } from "./support/languages";
import { readableMailTo } from "./support/mail";

/**
 * Issue 35: Res-pe in the cook's language. A visitor's browser language picks the landing page's,
 * the footer switches it signed out, the cook's setting on /account wins everywhere after sign-in,
 * and a German page shows none of the English sentences it was translated from.
 */

// Days as the app counts them (UTC calendar days), labelled as a German calendar writes them.
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const germanDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString("de-DE", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });

test.describe("a French browser", () => {
  test.use({ locale: "fr-FR" });

  // Issue 35's "done when", in one story: French before sign-in, German after, everywhere.
  test("sees the landing page in French, signs up, sets German on /account and reads every signed-in page, a mail and the planner's week in German", async ({ page }) => {
    test.setTimeout(300_000); // a sign-up, a login, a mail, and axe on twenty pages
    const errors = collectPageErrors(page);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Découvrez, cuisinez, savourez")).toBeVisible();
    await expect(page.getByText("Les recettes de notre catalogue sont pour l’instant en anglais")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "S’inscrire" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "S’inscrire" })).toBeVisible();
    // The shared schema's messages, in French in the form (the API keeps English).
    await page.getByRole("button", { name: "S’inscrire" }).click();
    await expect(page.getByText("Le nom est obligatoire.")).toBeVisible();
    await expectNoAxeViolations(page);
    const cook = newAccount();
    await page.getByLabel("Nom", { exact: true }).fill(cook.name);
    await page.getByLabel("E-mail", { exact: true }).fill(cook.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(cook.password);
    await page.getByLabel("Confirmer le mot de passe", { exact: true }).fill(cook.password);
    await page.getByRole("button", { name: "S’inscrire" }).click();
    await expect(page.getByText("Compte créé. Veuillez vous connecter.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel("E-mail", { exact: true }).fill(cook.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(cook.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expectNoAxeViolations(page);

    await page.goto("/account");
    await expect(page.getByRole("heading", { level: 1, name: "Votre compte" })).toBeVisible();
    await page.getByRole("combobox", { name: "Langue" }).selectOption("de");
    await page.getByRole("region", { name: "Langue" }).getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1, name: "Dein Konto" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Sprache" })).toHaveValue("de");

    // Every page of the signed-in half.
    const meal = catalog[0]!;
    for (const path of signedInPages(meal)) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", "de");
        await expect(page.locator("main h1").first()).toBeVisible();
        const tabs = page.getByRole("navigation", { name: "Hauptmenü" });
        for (const tab of ["Suchen", "Vorrat", "Plan", "Liste", "Meine Rezepte"]) await expect(tabs.getByRole("link", { name: tab })).toBeVisible();
        await expect(page.getByRole("group", { name: "Sprache" }).getByRole("button", { name: "Deutsch" })).toHaveAttribute("aria-pressed", "true");
        await expectNoEnglishSentence(page);
        await expectNoAxeViolations(page);
        // For a person to look at: kept in test-results.
        const name = path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "");
        await page.screenshot({ path: test.info().outputPath(`de-${name}.png`) });
        if (path === "/home") await page.locator("footer.site-footer").screenshot({ path: test.info().outputPath("de-footer.png") });
      });
    }
    // The footer's categories are named in German; their addresses keep the catalog's names.
    await expect(page.getByRole("link", { name: "Beilagen" })).toHaveAttribute("href", "/category?c=Side");

    await test.step("the planner's week runs from Monday to Sunday", async () => {
      const today = isoDay(new Date());
      const monday = isoDay(new Date(Date.parse(`${today}T00:00:00Z`) - ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) * 86_400_000));
      const sunday = isoDay(new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * 86_400_000));
      await page.goto("/plan");
      const days = page.locator(".plan-day");
      await expect(days).toHaveCount(7);
      await expect(days.first().getByRole("heading", { level: 2 })).toContainText(germanDay(monday));
      expect(germanDay(monday)).toMatch(/^Mo\./);
      await expect(days.last().getByRole("heading", { level: 2 })).toContainText(germanDay(sunday));
      await expect(page.getByRole("navigation", { name: "Angezeigte Tage" }).getByRole("link", { name: "Diese Woche" })).toHaveAttribute("aria-current", "page");
    });

    await test.step("a mail: the new address's confirmation code, in German, from the German /account", async () => {
      const newEmail = newAccount().email;
      await page.goto("/account");
      const email = page.getByRole("region", { name: "E-Mail", exact: true });
      await email.getByLabel("Neue E-Mail-Adresse", { exact: true }).fill(newEmail);
      await email.getByLabel("Dein Passwort", { exact: true }).fill(cook.password);
      await email.getByRole("button", { name: "Bestätigungscode senden" }).click();
      const mail = await readableMailTo(newEmail, "Bestätige deine neue E-Mail-Adresse bei Res-pe");
      expect(mail).toContain("Gib diesen Code innerhalb von");
      expect(mail).not.toMatch(/Enter this code|confirmation code/i);
      const code = /Dein Res-pe-Bestätigungscode lautet:?\s*(?:<[^>]*>\s*)*(\d{6})/.exec(mail)?.[1];
      expect(code, mail).toMatch(/^\d{6}$/);
      await email.getByLabel("Bestätigungscode", { exact: true }).fill(code!);
      await email.getByRole("button", { name: "Neue E-Mail-Adresse bestätigen" }).click();
      await expect(page.locator("[data-sonner-toast]", { hasText: "Deine E-Mail-Adresse wurde geändert." })).toBeVisible();
      expect(await readableMailTo(cook.email, "Deine E-Mail-Adresse bei Res-pe wurde geändert")).toContain(newEmail);
      await expectNoEnglishSentence(page);
    });
    expect(errors).toEqual([]);
  });
});

test("the landing page and the log-in form pass axe in each of the four languages", async ({ page }) => {
  test.slow(); // axe on eight pages
  for (const locale of ["en", "de", "fr", "es"]) {
    await page.context().addCookies([{ name: "locale", value: locale, url: test.info().project.use.baseURL! }]);
    for (const path of ["/", "/login"]) {
      await test.step(`${path} in ${locale}`, async () => {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expectNoAxeViolations(page);
      });
    }
  }
});

test("the footer's language switcher works signed out, by keyboard, and the pages it reaches show no English sentence", async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const switcher = page.getByRole("group", { name: "Language" });
  await expect(switcher.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
  await switcher.getByRole("button", { name: "Deutsch" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("link", { name: "Anmelden" })).toBeVisible();
  await expectNoEnglishSentence(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("de-landing.png") });

  for (const path of ["/login", "/signup", "/no-such-page"]) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expectNoEnglishSentence(page);
      await page.screenshot({ path: test.info().outputPath(`de${path.replace("/", "-")}.png`) });
    });
  }
  await expect(page.getByText("Diese Seite gibt es leider nicht.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("group", { name: "Sprache" }).getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText("Sorry, we could not find that page.")).toBeVisible();
  expect(errors).toEqual([]);
});

test("/ is the English page for English visitors and the visitor's language for others, with hreflang alternates", HTTP_ONLY, async ({ request }) => {
  const english = await request.get("/");
  const html = await english.text();
  expect(html).toContain('<html lang="en"');
  expect(english.headers()["cache-control"]).toMatch(/s-maxage=\d+/);
  expect(english.headers()["vary"]).toContain("Accept-Language");
  for (const [language, alternate] of [["de", "/lang/de"], ["fr", "/lang/fr"], ["es", "/lang/es"], ["x-default", "/"]] as const) {
    expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="${language}" href="http://localhost:3000${alternate === "/" ? "/?" : alternate}"`, "i"));
  }

  const spanish = await request.get("/", { headers: { "Accept-Language": "es-MX,es;q=0.9,en;q=0.5" } });
  expect(await spanish.text()).toContain('<html lang="es"');
  const byCookie = await request.get("/", { headers: { Cookie: "locale=de", "Accept-Language": "es" } });
  expect(await byCookie.text()).toContain("Entdecken, kochen, genießen");

  // Each language's own address, whatever the browser asks for; no address for a language we lack.
  const german = await request.get("/lang/de", { headers: { "Accept-Language": "fr" } });
  expect(german.status()).toBe(200);
  expect(await german.text()).toContain('<html lang="de"');
  expect((await request.get("/lang/it")).status()).toBe(404);
});
