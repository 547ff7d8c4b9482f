import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/platform/i18n/locales";
import { CATALOGS as BUILT, fieldErrorTranslations } from "@/lib/platform/i18n/messages";
import { NEW_PASSWORD_RULE, forgotPasswordSchema, loginSchema, signupFieldsSchema } from "@/lib/validations/auth";

type Tree = { [key: string]: string | Tree };
const CATALOGS = BUILT as unknown as Record<string, Tree>;
const en = BUILT.en;

/** Every message of a catalog by its dotted key ("layout.skipLink"). */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

/** The ICU arguments ({name}, {count, plural, …}) and rich-text tags (<strong>) a message takes. */
function placeholders(message: string): string[] {
  const args = [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map(([, name]) => `{${name}}`);
  const tags = [...message.matchAll(/<([A-Za-z]\w*)>/g)].map(([, name]) => `<${name}>`);
  return [...new Set([...args, ...tags])].sort();
}

const english = flatten(CATALOGS.en!);

describe("the four languages' messages", () => {
  it.each(LOCALES.filter((locale) => locale !== "en"))("%s has every English key, no other, with the same placeholders", (locale) => {
    const translated = flatten(CATALOGS[locale]!);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, message] of english) {
      expect({ key, placeholders: placeholders(translated.get(key)!) }).toEqual({ key, placeholders: placeholders(message) });
    }
  });

  it.each(LOCALES)("every %s message formats with its placeholders filled", (locale) => {
    const t = createTranslator({
      locale,
      messages: CATALOGS[locale]!,
      onError: (error) => {
        throw error;
      },
    });
    for (const [key, message] of flatten(CATALOGS[locale]!)) {
      const values = Object.fromEntries(
        placeholders(message).map((name) =>
          name.startsWith("<") ? [name.slice(1, -1), (chunks: unknown) => chunks] : [name.slice(1, -1), "x"],
        ),
      );
      // Rich text needs t.rich; the rest formats to a string with no braces left over.
      const shown = placeholders(message).some((name) => name.startsWith("<"))
        ? t.rich(key as never, values as never)
        : t(key as never, values as never);
      expect(shown, key).toBeTruthy();
      if (typeof shown === "string") expect(shown, key).not.toMatch(/[{}]/);
    }
  });

  it("says every message the login and sign-up schemas give, so a form can show it translated", () => {
    const words = new Set(Object.values(en.formErrors));
    const issues = [
      signupFieldsSchema.safeParse({ name: "", email: "", password: "", confirmPassword: "" }),
      signupFieldsSchema.safeParse({ name: "A", email: "not-an-email", password: "short", confirmPassword: "short" }),
      signupFieldsSchema.safeParse({ name: "A".repeat(41), email: `${"a".repeat(80)}@x.io`, password: "é".repeat(50), confirmPassword: "x".repeat(101) }),
      loginSchema.safeParse({ email: "", password: "" }),
      forgotPasswordSchema.safeParse({ email: "" }),
    ].flatMap((result) => result.error?.issues ?? []);
    expect(issues.length).toBeGreaterThan(8);
    for (const issue of issues) expect(words, issue.message).toContain(issue.message);
  });

  it("states the new-password rule the schema enforces", () => {
    expect(en.auth.newPasswordRule).toBe(NEW_PASSWORD_RULE);
  });

  it("translates those messages for German, French and Spanish forms, and ships none for English ones", () => {
    expect(fieldErrorTranslations("en")).toEqual({});
    expect(fieldErrorTranslations("de")["Passwords do not match."]).toBe("Die Passwörter stimmen nicht überein.");
    expect(fieldErrorTranslations("fr")["Email is required."]).toBe("L’adresse e-mail est obligatoire.");
    expect(fieldErrorTranslations("es")["Name is required."]).toBe("El nombre es obligatorio.");
  });
});
