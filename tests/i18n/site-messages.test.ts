import { describe, expect, it } from "vitest";
import { authRateLimits } from "@/lib/auth/rate-limits";
import { PASSWORD_CHANGED, RESET_CODE_SENT } from "@/lib/auth/password-reset";
import { CONTACT_MESSAGE_RECEIVED, contactRateLimit } from "@/lib/contact";
import { LOCALES, fieldErrorTranslations } from "@/lib/platform/i18n";
import { localizedPath, parseLocalizedPath } from "@/lib/platform/i18n/locales";
import { localizedPublicMetadata } from "@/lib/web/pages/page-metadata";
import { gonePage } from "@/lib/web/pages/gone-pages";
import { changePasswordSchema, forgotPasswordSchema } from "@/lib/validations/auth";
import { contactMessageSchema } from "@/lib/validations/contact";

/**
 * Issue 35: the forgot/change-password and contact forms show the shared schemas' and the
 * server's English messages in the page's language (formErrorsSite), the pages in every language
 * name each other, and the 410 page speaks the visitor's language.
 */
describe("the site's pages in four languages", () => {
  it.each(LOCALES.filter((locale) => locale !== "en"))("translates every message the reset and contact forms can show into %s", (locale) => {
    const translations = fieldErrorTranslations(locale);
    const issues = [
      forgotPasswordSchema.safeParse({ email: "" }),
      changePasswordSchema.safeParse({ email: "", code: "", newPassword: "", confirmPassword: "" }),
      changePasswordSchema.safeParse({ email: "a@b.co", code: "123", newPassword: "short", confirmPassword: "other" }),
      changePasswordSchema.safeParse({ email: "a@b.co", code: "123456789012", newPassword: "x".repeat(101), confirmPassword: "é".repeat(50) }),
      contactMessageSchema.safeParse({ name: "", email: "", subject: "", message: "" }),
      contactMessageSchema.safeParse({ name: "x".repeat(101), email: `${"a".repeat(250)}@b.co`, subject: "x".repeat(201), message: "x".repeat(5001) }),
    ].flatMap((result) => result.error?.issues.map((issue) => issue.message) ?? []);
    const server = [
      RESET_CODE_SENT,
      PASSWORD_CHANGED,
      "This reset code is not valid or has expired. Please request a new code.",
      "This password is too common and easy to guess. Please choose another one.",
      CONTACT_MESSAGE_RECEIVED,
      contactRateLimit.message,
      ...(["forgotPasswordPerEmail", "forgotPasswordPerIp", "changePasswordPerEmailAndIp", "resetCodeFailuresPerIp", "resetCodeFailuresPerAccountAndIp", "resetCodeFailuresEverywhere"] as const).map(
        (rule) => authRateLimits[rule].message,
      ),
    ];
    expect(issues.length).toBeGreaterThan(10);
    for (const message of [...issues, ...server]) {
      expect(translations[message], message).toBeTruthy();
      expect(translations[message], message).not.toBe(message);
    }
  });

  it("gives each public page in every language its own address, naming the others and English as the default", () => {
    expect(localizedPath("/aboutHome", "de")).toBe("/lang/de/aboutHome");
    expect(localizedPath("/", "fr")).toBe("/lang/fr");
    expect(localizedPath("/tipsHome", "en")).toBe("/tipsHome");
    expect(parseLocalizedPath("/lang/es/contactHome")).toEqual({ locale: "es", path: "/contactHome" });
    expect(parseLocalizedPath("/lang/de")).toEqual({ locale: "de", path: "/" });

    const german = localizedPublicMetadata({ title: "Über uns", description: "…", path: "/aboutHome", locale: "de" });
    expect(german.alternates).toEqual({
      canonical: "/lang/de/aboutHome",
      languages: { en: "/aboutHome", de: "/lang/de/aboutHome", fr: "/lang/fr/aboutHome", es: "/lang/es/aboutHome", "x-default": "/aboutHome" },
    });
    expect(german.openGraph).toMatchObject({ locale: "de", title: "Über uns | Res-pe", url: "/lang/de/aboutHome" });
    // A page that is one address for every language has no alternates.
    expect(localizedPublicMetadata({ title: "x", description: "y", path: "/forgotPassword", locale: "de" }).alternates).toEqual({ canonical: "/forgotPassword" });
  });

  it("answers a German visitor's vanished recipe with a German page", () => {
    const { html } = gonePage("recipe", "de");
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("Dieses Rezept wird nicht mehr geteilt");
    expect(html).toContain(">Zu Res-pe</a>");
    expect(html).not.toContain("no longer shared");
  });
});
