import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, newAccount, test } from "./support/fixtures";
import { expectNoEnglishSentence } from "./support/languages";

/**
 * Issue 35, the public account forms: a refusal of the log-in, sign-up or reset routes reads in
 * the page's language and says why (a wrong password, too many tries, a too common password), by
 * the answer's code; the server's own message stays English for API clients.
 */

async function speak(context: BrowserContext, locale: "de" | "fr"): Promise<void> {
  await context.addCookies([{ name: "locale", value: locale, url: test.info().project.use.baseURL ?? "http://localhost:3000" }]);
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

test("a German visitor reads why the log-in was refused: a wrong password, then too many tries from their network", async ({ page, context, seedCook }) => {
  await speak(context, "de");
  const cook = await seedCook();
  await page.goto("/login");
  await page.getByLabel("E-Mail").fill(cook.email);
  await page.getByLabel("Passwort").fill("nicht mein Passwort");
  await page.getByRole("button", { name: "Anmelden" }).click();
  const refused = page.getByRole("dialog", { name: "Anmeldung fehlgeschlagen" });
  await expect(refused.getByText("E-Mail-Adresse oder Passwort ist falsch.")).toBeVisible();
  await expectNoEnglishSentence(page);
  await refused.getByRole("button").first().click();
  await expect(refused).toBeHidden();

  // Ten failures a minute from one address are refused (lib/auth's limits): nine more, from this browser's address.
  for (let attempt = 0; attempt < 9; attempt += 1) {
    const failed = await page.request.post("/api/entry/login", { data: { email: cook.email, password: `falsch ${attempt}` } });
    expect(failed.status()).toBe(401);
  }
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(refused.getByText("Zu viele fehlgeschlagene Anmeldungen. Bitte warte eine Minute und versuche es dann noch einmal.")).toBeVisible();
  await expectNoEnglishSentence(page);
  await page.screenshot({ path: path.resolve(".tmp", "screenshots", `de-login-refused-${test.info().project.name}.png`) });
});

test("a German visitor signing up with a too common password is told so in German", async ({ page, context }) => {
  await speak(context, "de");
  const account = newAccount();
  await page.goto("/signup");
  await page.getByLabel("Name", { exact: true }).fill(account.name);
  await page.getByLabel("E-Mail", { exact: true }).fill(account.email);
  await page.getByLabel("Passwort", { exact: true }).fill("password123");
  await page.getByLabel("Passwort bestätigen", { exact: true }).fill("password123");
  await page.getByRole("button", { name: "Registrieren" }).click();
  await expect(toast(page, "Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wähle ein anderes.")).toBeVisible();
  await expectNoEnglishSentence(page);
});

test("a French visitor reads a wrong password in French", async ({ page, context }) => {
  await speak(context, "fr");
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(newAccount().email);
  await page.getByLabel("Mot de passe").fill("pas mon mot de passe");
  await page.getByRole("button", { name: "Se connecter" }).click();
  const refused = page.getByRole("dialog", { name: "Échec de la connexion" });
  await expect(refused.getByText("Adresse e-mail ou mot de passe incorrect.")).toBeVisible();
  await expect(refused.getByText("Invalid email or password.")).toHaveCount(0);
});
