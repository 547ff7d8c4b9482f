import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { endAllSessions } from "@/lib/auth";
import { db } from "@/lib/platform/database";
import { proxy } from "@/proxy";
import { seedCook, type Cook } from "../support/accounts";
import { BASE } from "../support/requests";

/** A page as a browser signed in as `cook` asks for it, with the `locale` cookie it holds (if any). */
function openPage(path: string, cook: Cook, locale?: string) {
  const session = cook.setCookie.split(";")[0]!;
  return proxy(new NextRequest(`${BASE}${path}`, { headers: { cookie: locale ? `${session}; locale=${locale}` : session } }));
}

const localeCookieOf = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith("locale="));

async function cookWhoChose(locale: string | null): Promise<Cook> {
  const cook = await seedCook();
  await db.user.update({ where: { id: cook.id }, data: { locale } });
  return cook;
}

describe("the request gate keeps a signed-in browser's locale cookie at the cook's language (issue 35)", () => {
  it("gives a browser without the cookie, or with another language in it, the language the cook chose on /account", async () => {
    const ada = await cookWhoChose("de");
    expect(localeCookieOf(await openPage("/home", ada))).toMatch(/^locale=de; Path=\/; .*Max-Age=31536000/i);
    expect(localeCookieOf(await openPage("/pantry", ada, "en"))).toMatch(/^locale=de;/);
    // Already in step: nothing is written.
    expect(localeCookieOf(await openPage("/home", ada, "de"))).toBeUndefined();
  });

  it("leaves the cookie as it is for a cook who follows each browser's language, and for a session that has ended", async () => {
    const bea = await cookWhoChose(null);
    expect(localeCookieOf(await openPage("/home", bea, "fr"))).toBeUndefined();

    const cem = await cookWhoChose("es");
    await endAllSessions(cem.id);
    expect(localeCookieOf(await openPage("/home", cem))).toBeUndefined();
  });
});
