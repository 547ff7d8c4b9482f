import "server-only";
import { db } from "@/lib/platform/database";
import { householdOf } from "./membership";
import { publishHouseholdEvent } from "./events";
import { pageOfChange } from "./changing-page";

/** What a change was to: the page it shows on. */
export type ActivityArea = "shopping" | "plan" | "pantry" | "household";

/** One line of "who did what": "Sam ticked Milk", with when. */
export type Activity = { id: number; who: string; area: ActivityArea; action: string; subject: string; at: string };

/** The household's log keeps this many lines: the page shows the latest, a stream resumes from within them. */
export const ACTIVITY_KEPT = 200;
const SUBJECT_MAX = 80;

/**
 * Records a change to the household's plan, list or pantry (after it was written) and tells every
 * open page of the household. Every 50th line also trims the log to its newest `ACTIVITY_KEPT`,
 * so the log stays bounded without a delete on every tick.
 */
export async function recordActivity(userId: string, area: ActivityArea, action: string, subject = ""): Promise<void> {
  const cook = await householdOf(userId);
  const pageId = pageOfChange();
  const row = await db.householdActivity.create({
    data: { householdId: cook.householdId, actorId: userId, actorName: cook.name, area, action, subject: subject.slice(0, SUBJECT_MAX), pageId },
    select: { id: true },
  });
  if (row.id % 50 === 0) await db.householdActivity.deleteMany({ where: { householdId: cook.householdId, id: { lte: row.id - ACTIVITY_KEPT } } });
  await publishHouseholdEvent({ kind: "changed", householdId: cook.householdId, area, id: row.id, actorId: userId, pageId });
}

/** The household's latest lines, newest first. */
export async function recentActivity(householdId: string, take = 20): Promise<Activity[]> {
  const rows = await db.householdActivity.findMany({ where: { householdId }, orderBy: { id: "desc" }, take });
  return rows.map((row) => ({ id: row.id, who: row.actorName, area: row.area as ActivityArea, action: row.action, subject: row.subject, at: row.createdAt.toISOString() }));
}

/**
 * Where a page's live stream starts: the household the page was read for and the newest change
 * it has seen (a page read now shows everything up to it). The page hands both to its stream
 * (`?household=&after=`), which first sends what changed since: a change made between the page's
 * read and its stream's start, or, for a page the browser drew from its offline copy, everything
 * since that copy was read; and which says "removed" at once when the cook is in another
 * household by then (removed while the page was away, or while its stream reconnected).
 */
export async function liveStart(userId: string): Promise<{ household: string; saw: number }> {
  const { householdId } = await householdOf(userId);
  const newest = await db.householdActivity.findFirst({ where: { householdId }, orderBy: { id: "desc" }, select: { id: true } });
  return { household: householdId, saw: newest?.id ?? 0 };
}

/** The lines after `afterId` (a reconnecting stream's `Last-Event-ID`), oldest first, at most `ACTIVITY_KEPT`. */
export async function activitySince(householdId: string, afterId: number): Promise<{ id: number; area: string; actorId: string | null; pageId: string | null }[]> {
  return db.householdActivity.findMany({
    where: { householdId, id: { gt: afterId } },
    orderBy: { id: "asc" },
    take: ACTIVITY_KEPT,
    select: { id: true, area: true, actorId: true, pageId: true },
  });
}
