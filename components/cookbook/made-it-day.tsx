/** A cooked day as a cook reads it ("28 Nov 2026"), with the machine's date for assistive tech. */
export function MadeItDay({ day, locale = "en-GB" }: { day: string; locale?: string }) {
  return <time dateTime={day}>{madeItDayText(day, locale)}</time>;
}

/** The day's words alone, in a language's format ("28. Nov. 2026"), for a sentence that holds it. */
export function madeItDayText(day: string, locale = "en-GB"): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}
