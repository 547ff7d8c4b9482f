import { describe, expect, it } from "vitest";
import { assertUncommonPassword } from "@/lib/auth/accounts";
import { PasswordCheckGate } from "@/lib/auth/password-checks";
import { authRateLimits } from "@/lib/auth/rate-limits";
import { CATALOGS } from "@/lib/platform/i18n/messages";
import { LOCALES, authRefusalTranslations } from "@/lib/platform/i18n";
import { tooManyRequests } from "@/lib/platform/rate-limit";
import { errorResponse } from "@/lib/web/api/error-responses";

/**
 * Issue 35: the log-in, sign-up and password-reset forms are public pages, which carry no
 * signed-in table of the server's codes; each refusal their routes answer has its own code, worded
 * in every language by the forms' small table, so a German visitor reads why, not the English.
 */
const request = new Request("http://localhost/api/entry/login", { method: "POST" });
const codeOf = async (error: unknown) => ((await errorResponse(error, request).json()) as { code?: string }).code;

// Limits that never refuse (they slow an account down, or raise an alarm): no cook reads them.
const NEVER_REFUSE = new Set(["login-fail:account", "reset-fail:all"]);
const refusingLimits = Object.values(authRateLimits).filter((rule) => !NEVER_REFUSE.has(rule.name));

describe("the account routes' refusals in the visitor's language", () => {
  it("gives each limit on logins, sign-ups and resets its own code, with the limit's English as the table's", async () => {
    const codes = new Set<string>();
    for (const rule of refusingLimits) {
      const code = await codeOf(tooManyRequests(rule, 30));
      expect(code, rule.name).toBeDefined();
      expect(code, rule.name).not.toBe("rate_limited");
      codes.add(code!);
      expect(CATALOGS.en.authRefusals[code as keyof typeof CATALOGS.en.authRefusals], code).toBe(rule.message);
    }
    expect(codes.size).toBe(refusingLimits.length);
  });

  it("codes a too common password and a moment of too many logins", async () => {
    let common: unknown;
    try {
      assertUncommonPassword("password123", "password");
    } catch (error) {
      common = error;
    }
    expect(await codeOf(common)).toBe("common_password");
    const gate = new PasswordCheckGate(0, 0);
    expect(await codeOf(await gate.run(async () => undefined).catch((error: unknown) => error))).toBe("password_checks_busy");
  });

  it.each(LOCALES.filter((locale) => locale !== "en"))("words every code in %s, differently from the English", (locale) => {
    const english = CATALOGS.en.authRefusals as Record<string, string>;
    const translated = authRefusalTranslations(locale);
    for (const code of Object.keys(english)) {
      expect(Object.hasOwn(translated, code), code).toBe(true);
      expect(translated[code], code).not.toBe(english[code]);
    }
  });

  it("hands English pages no table: they show the server's own message, which can name the sign-in provider", () => {
    expect(authRefusalTranslations("en")).toEqual({});
  });
});
