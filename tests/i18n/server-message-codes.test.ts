import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/platform/errors";
import { tooManyRequests } from "@/lib/platform/rate-limit";
import { LOCALES, serverMessageTranslations } from "@/lib/platform/i18n";
import { recipeImportRateLimits } from "@/lib/recipe-import/limits";
import { accountRateLimits, adminRateLimits, householdRateLimits, listChangesRateLimit } from "@/lib/account/limits";
import { apiKeyCreations } from "@/lib/api-keys/quotas";
import { recipeQuota } from "@/lib/chef/limits";
import { contactRateLimit } from "@/lib/contact";
import { madeItReportsRateLimit } from "@/lib/cookbook/made-it";
import { recipeRateLimits } from "@/lib/own-recipes/limits";
import { ratingRateLimit } from "@/lib/ranking/limits";
import { importRecipe } from "@/lib/recipe-import/import-page";
import { tidyItems } from "@/lib/pantry/pantry";
import { refusalText } from "@/components/ui/kitchen-text";
import { errorResponse } from "@/lib/web/api/error-responses";
import type { RecipeImportRequest } from "@/lib/validations/recipe-import";

/**
 * Issue 35: the API's `message` stays English, but a message a page shows a cook (the import's
 * refusals, its rate limits) comes with a stable `code` the page translates: a German cook reads
 * why, not a general "something went wrong".
 */
const request = new Request("http://localhost/api/recipes/import", { method: "POST" });

async function answerTo(error: unknown): Promise<{ message: string; code?: string }> {
  return (await errorResponse(error, request).json()) as { message: string; code?: string };
}

describe("codes next to the messages a cook reads", () => {
  it("sends each import limit's code next to its English message", async () => {
    for (const rule of Object.values(recipeImportRateLimits)) {
      const answer = await answerTo(new AppError("rate_limited", rule.message, { messageCode: rule.code }));
      expect(answer).toEqual({ message: rule.message, code: rule.code });
      expect(rule.code).toMatch(/^[a-z_]+$/);
    }
  });

  it("sends the code of a page without a recipe, and translates it into each language", async () => {
    const refusal = await importRecipe({ html: '{"not": "a recipe"}' } as RecipeImportRequest).catch((error: unknown) => error);
    const answer = await answerTo(refusal);
    expect(answer.message).toMatch(/^Res-pe found no recipe on that page/);
    expect(answer.code).toBe("import_no_recipe_found");
    expect(serverMessageTranslations("de")["import_no_recipe_found"]).toMatch(/^Res-pe hat auf dieser Seite kein Rezept gefunden/);
  });

  it.each(LOCALES.filter((locale) => locale !== "en"))("words every code in %s, differently from the English", (locale) => {
    const english = serverMessageTranslations("en");
    const translated = serverMessageTranslations(locale);
    const codes = [...Object.values(recipeImportRateLimits).map((rule) => rule.code), "import_no_recipe_found", "import_not_a_recipes_file", "import_too_many_recipes", "migration_running", "import_busy", "rate_limited", "export_failed"];
    for (const code of codes) {
      expect(Object.hasOwn(english, code) && Object.hasOwn(translated, code), code).toBe(true);
      expect(translated[code]).not.toBe(english[code]);
    }
  });

  it("gives every 429 a code: a limit's own, or the general rate_limited, which each language words", async () => {
    const general = await answerTo(tooManyRequests({ name: "test:any", limit: 1, windowMs: 60_000, message: "Please slow down." }, 30));
    expect(general).toEqual({ message: "Please slow down.", code: "rate_limited" });
    const exports = await answerTo(tooManyRequests(recipeImportRateLimits.exportsPerCook, 30));
    expect(exports).toEqual({ message: recipeImportRateLimits.exportsPerCook.message, code: "export_limit" });
    for (const locale of LOCALES) expect(Object.hasOwn(serverMessageTranslations(locale), "rate_limited"), locale).toBe(true);
  });

  it("leaves an answer without a code as it was", async () => {
    expect(await answerTo(new AppError("not_found", "No such import."))).toEqual({ message: "No such import." });
  });

  it("gives each limit a page meets its own code, worded in every language: a cook reads why, not only that it failed", async () => {
    const rules = [
      listChangesRateLimit, ratingRateLimit, apiKeyCreations, contactRateLimit, madeItReportsRateLimit, recipeQuota({ recipesPer10Minutes: 10 }),
      ...Object.values(accountRateLimits), ...Object.values(adminRateLimits), ...Object.values(householdRateLimits), ...Object.values(recipeRateLimits),
    ];
    const codes = new Set<string>();
    for (const rule of rules) {
      const answer = await answerTo(tooManyRequests(rule, 30));
      expect(answer.code, rule.name).not.toBe("rate_limited");
      codes.add(answer.code!);
      for (const locale of LOCALES) expect(serverMessageTranslations(locale)[answer.code!], `${answer.code} in ${locale}`).toBeTruthy();
      expect(serverMessageTranslations("en")[answer.code!]).toBe(rule.message);
    }
    // One code a reason: two limits saying different things never share a translation.
    expect(codes.size).toBe(rules.length);
  });

  it("words a pantry item that names no ingredient by its code, naming the item the cook typed", async () => {
    const refusal = (() => {
      try {
        return tidyItems(["Eier", "2 große"]);
      } catch (error) {
        return error;
      }
    })();
    const answer = await answerTo(refusal);
    expect(answer).toEqual({ message: '"2 große" does not name an ingredient.', code: "pantry_not_an_ingredient" });
    const german = serverMessageTranslations("de");
    expect(refusalText(answer, "Nicht gespeichert.", false, { words: german, values: { item: "2 große" } })).toBe(
      "„2 große“ ist keine Zutat: Schreib auf, was in deiner Küche ist, etwa „Zwiebeln“.",
    );
    // Without the item the sentence would be half said: the page's own words instead.
    expect(refusalText(answer, "Nicht gespeichert.", false, { words: german })).toBe("Nicht gespeichert.");
    // An English page shows the server's own words.
    expect(refusalText(answer, "Not saved.", true, { words: german, values: { item: "2 große" } })).toBe('"2 große" does not name an ingredient.');
    for (const locale of LOCALES) expect(serverMessageTranslations(locale)["pantry_not_an_ingredient"], locale).toContain("{item}");
  });
});
