import { describe, expect, it } from "vitest";
import { firstDayOfWeek, localeOfRequest, negotiateLocale, resolveLocale } from "@/lib/platform/i18n/locales";
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

  it("keeps each kitchen's conventions: weeks from Monday and metric units outside English", () => {
    expect(["de", "fr", "es"].map((locale) => firstDayOfWeek(locale as "de"))).toEqual([1, 1, 1]);
    expect(firstDayOfWeek("en")).toBe(7);
    expect(defaultUnitsFor("de")).toBe("metric");
    expect(defaultUnitsFor("en")).toBeNull();
  });
});
