import { describe, expect, it } from "vitest";
import { loadCatalog } from "@/lib/meals/catalog/load-catalog";
import { LOCALES, catalogName } from "@/lib/platform/i18n";

/** Issue 35: a cuisine is shown in the cook's language; its value (filters, addresses) stays the catalog's. */
describe("cuisine names in four languages", () => {
  const areas = [...new Set(loadCatalog().map((meal) => meal.area))];

  it.each(LOCALES.filter((locale) => locale !== "en"))("names every catalog cuisine in %s", (locale) => {
    const untranslated = areas.filter((area) => catalogName(locale, "areas", area) === area);
    expect(untranslated).toEqual([]);
  });

  it("says a German cook's Italian as Italienisch and a cook's own cuisine as written", () => {
    expect(catalogName("de", "areas", "Italian")).toBe("Italienisch");
    expect(catalogName("fr", "areas", "Mexican")).toBe("Mexicaine");
    expect(catalogName("es", "areas", "Japanese")).toBe("Japonesa");
    expect(catalogName("en", "areas", "Italian")).toBe("Italian");
    expect(catalogName("de", "areas", "Grandma's kitchen")).toBe("Grandma's kitchen");
    expect(catalogName("de", "areas", "constructor")).toBe("constructor");
  });
});
