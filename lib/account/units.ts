import { db } from "@/lib/platform/database";
import { defaultUnitsFor, type Locale } from "@/lib/platform/i18n";
import type { UnitChoice } from "@/lib/ingredients";

/** The cookie a browser keeps the cook's units in (read on the server: the first paint is right). */
export const UNITS_COOKIE = "res-pe-units";

export function unitChoiceOf(value: string | null | undefined): UnitChoice | null {
  return value === "metric" || value === "us" || value === "as written" ? value : null;
}

/**
 * The cook's units: their account's choice, else this browser's, else their language's kitchen
 * (metric in German, French and Spanish, issue 35), else each recipe as written.
 */
export async function unitsForCook(userId: string | null, cookieValue: string | undefined, locale: Locale = "en"): Promise<UnitChoice> {
  if (userId) {
    const user = await db.user.findUnique({ where: { id: userId }, select: { units: true } });
    const chosen = unitChoiceOf(user?.units);
    if (chosen) return chosen;
  }
  return unitChoiceOf(cookieValue) ?? defaultUnitsFor(locale) ?? "as written";
}

export async function setUnitsForCook(userId: string, units: UnitChoice): Promise<{ units: UnitChoice }> {
  await db.user.update({ where: { id: userId }, data: { units } });
  return { units };
}

/** This browser's units from a request's Cookie header (routes; pages use next/headers). */
export function unitsCookieOf(request: Request): string | undefined {
  const match = /(?:^|;\s*)res-pe-units=([^;]*)/.exec(request.headers.get("cookie") ?? "");
  return match ? decodeURIComponent(match[1]!) : undefined;
}
