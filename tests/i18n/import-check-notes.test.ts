import { describe, expect, it } from "vitest";
import { LOCALES, plainMessages } from "@/lib/platform/i18n";
import { recipeDraft } from "@/lib/recipe-import/to-draft";
import { importedFromText } from "@/lib/recipe-import/from-text/to-imported";

/**
 * Issue 35: every code the import's "please check" notes carry has its sentence in the four
 * languages, so a German cook never reads a note in English, nor a bare code.
 */
const english = plainMessages("en", "importChecks");

/** A draft that trips most notes at once: long name, too many ingredients and tags, odd times. */
function codesOfAWildDraft(): string[] {
  const draft = recipeDraft(
    {
      "@type": "Recipe",
      name: "N".repeat(200),
      recipeIngredient: Array.from({ length: 60 }, (_, index) => `${index + 1} g ingredient ${"x".repeat(index === 0 ? 300 : 1)}`),
      recipeInstructions: "Step. ".repeat(3000),
      recipeYield: "500 cookies",
      prepTime: "PT9000M",
      cookTime: "PT9000M",
      totalTime: "PT99000M",
      keywords: `${"k".repeat(40)}, ${Array.from({ length: 15 }, (_, index) => `tag${index}`).join(", ")}`,
    },
    { pageUrl: null, knownAreas: [] },
  );
  const empty = recipeDraft({ "@type": "Recipe", name: "Empty", recipeCategory: "Weeknight", recipeCuisine: "Atlantean" }, { pageUrl: null, knownAreas: [] });
  const photo = importedFromText(
    { name: "", servings: null, prepMinutes: null, cookMinutes: null, totalMinutes: null, ingredients: ["1 egg"], steps: ["Boil it."], notes: [], doubtful: ["1 egg"] },
    { foundIn: "photo", pageUrl: null, knownAreas: [] },
  );
  return [...draft.checks, ...empty.checks, ...(photo.noteCodes ?? [])].map((note) => note.code);
}

describe("the import's notes in every language", () => {
  it("codes the notes a draft gives, and keeps their English sentences as they were", () => {
    const codes = new Set(codesOfAWildDraft());
    expect(codes.size).toBeGreaterThan(14);
    for (const code of codes) expect(Object.hasOwn(english, code), code).toBe(true);
    const draft = recipeDraft({ "@type": "Recipe", name: "Soup", recipeYield: "120 cookies" }, { pageUrl: null, knownAreas: [] });
    expect(draft.notes).toContain("The page says it makes 120; Res-pe counts 1 to 50 servings.");
    expect(draft.checks).toContainEqual({ code: "servingsOutOfRange", values: { said: 120, min: 1, max: 50 } });
  });

  it.each(LOCALES.filter((locale) => locale !== "en"))("words every note's code in %s, differently from the English, with the same values", (locale) => {
    const translated = plainMessages(locale, "importChecks");
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
    for (const code of Object.keys(english) as (keyof typeof english)[]) {
      expect(Object.hasOwn(translated, code), code).toBe(true);
      expect(translated[code], code).not.toBe(english[code]);
      expect(names(translated[code]), code).toEqual(names(english[code]));
    }
  });
});

describe("the migration report's lines in every language", () => {
  const englishReport = plainMessages("en", "migrationNotes");
  it.each(LOCALES.filter((locale) => locale !== "en"))("words every report code in %s, differently from the English, with the same values", (locale) => {
    const translated = plainMessages(locale, "migrationNotes");
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
    for (const code of Object.keys(englishReport) as (keyof typeof englishReport)[]) {
      expect(Object.hasOwn(translated, code), code).toBe(true);
      // Lines that are only the cook's own words around a value: nothing in them to translate.
      if (code !== "photoNotRead" && code !== "namedValue") expect(translated[code], code).not.toBe(englishReport[code]);
      expect(names(translated[code]), code).toEqual(names(englishReport[code]));
    }
  });

  it("keeps apart the codes of the import's notes and of the report, which a page looks up in one table", () => {
    const checks = Object.keys(plainMessages("en", "importChecks"));
    expect(Object.keys(englishReport).filter((code) => checks.includes(code))).toEqual([]);
  });
});
