import { describe, expect, it } from "vitest";
import { localeOfRequest, negotiateLocale, resolveLocale } from "@/lib/platform/i18n/locales";
import { defaultUnitsFor } from "@/lib/platform/i18n/locales";

describe("which language a visitor gets", () => {
  it("reads Accept-Language by q-value, regions included, refusals and unknown languages skipped", () => {
    expect(negotiateLocale("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")).toBe("fr");
    expect(negotiateLocale("en;q=0.3, es-MX;q=0.8")).toBe("es");
    expect(negotiateLocale("nl, de-AT;q=0.5, en;q=0.4")).toBe("de");
    expect(negotiateLocale("de;q=0, fr;q=0.1")).toBe("fr");
    expect(negotiateLocale("de;q=0.5, es;q=0.5")).toBe("de");
    expect(negotiateLocale("DE-de")).toBe("de");
    expect(negotiateLocale("ja, zh-CN;q=0.9, *;q=0.1")).toBeNull();
    expect(negotiateLocale("")).toBeNull();
    expect(negotiateLocale(undefined)).toBeNull();
    expect(negotiateLocale(";;;,,,q=,de;q=abc")).toBeNull();
  });

  it("prefers the cook's setting, then the browser's cookie, then Accept-Language, then English", () => {
    expect(resolveLocale({ saved: "es", cookie: "de", acceptLanguage: "fr" })).toBe("es");
    expect(resolveLocale({ saved: null, cookie: "de", acceptLanguage: "fr" })).toBe("de");
    expect(resolveLocale({ saved: null, cookie: "xx", acceptLanguage: "fr-FR,fr;q=0.9" })).toBe("fr");
    expect(resolveLocale({ saved: "klingon", acceptLanguage: "ja" })).toBe("en");
    expect(resolveLocale({})).toBe("en");
  });

  it("reads an API request's cookie and header the same way", () => {
    const request = new Request("http://localhost/api/x", { headers: { cookie: "a=1; locale=fr; b=2", "accept-language": "de" } });
    expect(localeOfRequest(request, null)).toBe("fr");
    expect(localeOfRequest(request, "es")).toBe("es");
    expect(localeOfRequest(new Request("http://localhost/", { headers: { "accept-language": "de-DE" } }), undefined)).toBe("de");
  });

  it("keeps each kitchen's conventions: metric units outside English", () => {
    expect(defaultUnitsFor("de")).toBe("metric");
    expect(defaultUnitsFor("fr")).toBe("metric");
    expect(defaultUnitsFor("es")).toBe("metric");
    expect(defaultUnitsFor("en")).toBeNull();
  });
});

describe("dates in the cook's language", () => {
  it("names a planner day the way each kitchen writes it", async () => {
    const { dayLabel } = await import("@/lib/meal-plan/week");
    const { INTL_TAGS } = await import("@/lib/platform/i18n/locales");
    expect(dayLabel("2026-11-30")).toBe("Mon 30 Nov");
    expect(dayLabel("2026-11-30", INTL_TAGS.de)).toBe("Mo., 30. Nov.");
    expect(dayLabel("2026-11-30", INTL_TAGS.fr)).toBe("lun. 30 nov.");
    expect(dayLabel("2026-11-30", INTL_TAGS.es)).toBe("lun, 30 nov");
  });
});
