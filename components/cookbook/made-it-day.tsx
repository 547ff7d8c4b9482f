/** A cooked day as a cook reads it ("28 Nov 2026"), with the machine's date for assistive tech. */
export function MadeItDay({ day }: { day: string }) {
  return <time dateTime={day}>{new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" })}</time>;
}
