/**
 * Calendar days as "2026-11-24" strings, with no time zone: a plan is for the cook's own days,
 * so the days are worked out with UTC arithmetic on the date alone and never drift.
 */
export type Slot = "breakfast" | "lunch" | "dinner";

const DAY_MS = 86_400_000;

function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week `day` is in (weeks start on Monday, as UK and EU calendars do). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/** "Mon 24 Nov" for a day; "Mo., 24. Nov." with `intlTag` "de-DE" (the page's language, issue 35). */
export function dayLabel(day: string, intlTag = "en-GB"): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(intlTag, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
}

export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** How many days /plan shows: a rolling week, so the days ahead are never hidden behind a Sunday. */
const PLAN_WINDOW_DAYS = 7;

/**
 * The first day /plan shows: `from` when it names a day; else the Monday of `week` (links made
 * before the rolling week still open that calendar week); else today.
 */
export function windowStart(asked: { from?: string; week?: string }, now = today()): string {
  if (asked.from && isDay(asked.from)) return asked.from;
  if (asked.week && isDay(asked.week)) return mondayOf(asked.week);
  return now;
}

/**
 * The locale's first day of the week, 1 Monday … 7 Sunday (issue 35): Intl's week data where the
 * runtime has it (`getWeekInfo()`, or the older `weekInfo` getter), else Monday, as in de, fr and
 * es, and Sunday for US English.
 */
export function firstDayOfWeek(intlTag: string): number {
  try {
    const locale = new Intl.Locale(intlTag) as Intl.Locale & { getWeekInfo?: () => { firstDay?: number }; weekInfo?: { firstDay?: number } };
    const first = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay;
    if (first && first >= 1 && first <= 7) return first;
  } catch {
    // An unknown tag falls through to the usual calendars below.
  }
  return /^en-US$/i.test(intlTag) ? 7 : 1;
}

/** The first day (by `firstDay`, 1 Monday … 7 Sunday) of the week `day` is in. */
export function weekStartOf(day: string, firstDay: number): string {
  const weekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1; // 1 Monday … 7 Sunday
  return addDays(day, -((weekday - firstDay + 7) % 7));
}

/** The days of the window that starts on `from`. */
export function windowDays(from: string): string[] {
  return Array.from({ length: PLAN_WINDOW_DAYS }, (_, index) => addDays(from, index));
}

/** The days a meal can be planned for from a recipe page or a card: today and the next 13, labelled in the page's language. */
export function planningDays(from = today(), intlTag = "en-GB"): { day: string; label: string }[] {
  return Array.from({ length: 14 }, (_, index) => addDays(from, index)).map((day) => ({ day, label: dayLabel(day, intlTag) }));
}
