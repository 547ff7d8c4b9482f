import { describe, expect, it } from "vitest";
import { PUT as languageRoute } from "@/app/api/account/language/route";
import { unitsForCook } from "@/lib/account/units";
import { userFromRequest } from "@/lib/auth/session";
import { db } from "@/lib/platform/database";
import { seedCook, type Cook } from "../support/accounts";
import { BASE, jsonRequest } from "../support/requests";

const choose = (by: Cook | null, body: unknown, origin?: string) =>
  languageRoute(jsonRequest("PUT", `${BASE}/api/account/language`, body, { headers: { ...by?.headers }, ...(origin ? { origin } : {}) }), undefined);

const savedLocale = async (cook: Cook) => (await db.user.findUnique({ where: { id: cook.id }, select: { locale: true } }))?.locale;

describe("PUT /api/account/language (issue 35)", () => {
  it("keeps the cook's language on the account, sets this browser's cookie, and the next page reads it at once", async () => {
    const ada = await seedCook();
    // The session check remembers the account's row: it must not keep the old language.
    expect((await userFromRequest(new Request(BASE, { headers: ada.headers })))?.locale).toBeNull();

    const response = await choose(ada, { locale: "de" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ locale: "de", message: "Res-pe now speaks Deutsch to you." });
    expect(response.headers.get("set-cookie")).toMatch(/^locale=de; Path=\/; .*Max-Age=31536000/i);
    expect(await savedLocale(ada)).toBe("de");
    expect((await userFromRequest(new Request(BASE, { headers: ada.headers })))?.locale).toBe("de");

    const back = await choose(ada, { locale: null });
    expect(back.status).toBe(200);
    expect(await savedLocale(ada)).toBeNull();
  });

  it.each([
    ["a language Res-pe does not speak", { locale: "it" }],
    ["a region", { locale: "de-DE" }],
    ["no language", {}],
    ["another field", { locale: "fr", units: "us" }],
  ])("answers 400 for %s and changes nothing", async (_case, body) => {
    const ada = await seedCook();
    const response = await choose(ada, body);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBeTruthy();
    expect(await savedLocale(ada)).toBeNull();
  });

  it("answers 401 without a session and 403 from another site", async () => {
    const ada = await seedCook();
    expect((await choose(null, { locale: "fr" })).status).toBe(401);
    expect((await choose(ada, { locale: "fr" }, "https://evil.example")).status).toBe(403);
    expect(await savedLocale(ada)).toBeNull();
  });

  it("gives German, French and Spanish cooks metric units until they choose, and keeps their choice", async () => {
    const ada = await seedCook();
    expect(await unitsForCook(ada.id, undefined, "de")).toBe("metric");
    expect(await unitsForCook(ada.id, undefined, "en")).toBe("as written");
    expect(await unitsForCook(ada.id, "us", "fr")).toBe("us");
    await db.user.update({ where: { id: ada.id }, data: { units: "as written" } });
    expect(await unitsForCook(ada.id, undefined, "es")).toBe("as written");
  });
});
