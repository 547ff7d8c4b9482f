import { randomBytes } from "node:crypto";
import { db, type Transaction } from "@/lib/platform/database";
import { AppError } from "@/lib/platform/errors";
import type { UnitChoice } from "@/lib/ingredients";
import { householdIdOf, recordActivity } from "@/lib/account";
import { linesOf, mealLines, readShoppingList, remerge, type ShoppingList, type SourceLine } from "./shopping";

/** What "Make from the plan" answers: the list, what the plan added to it, and how to take that back. */
export type PlanMerge = ShoppingList & {
  /** Planned meals on those days. */
  meals: number;
  /** Lines the plan put on the list that were not there before. */
  added: number;
  /** Lines already there whose amount the plan's meals made larger. */
  combined: number;
  /** Send to POST /api/shopping/undo to put the list back as it was before this make. */
  undo: string;
};

/** An Undo is offered by a toast for seconds; a while later the cook has moved on and it would only surprise. */
const UNDO_MINUTES = 30;
const NOTHING_TO_UNDO = "There is nothing to undo: the list was made again, undone already, or too long ago.";

type Row = Awaited<ReturnType<typeof db.shoppingItem.findMany>>[number];
/** `userId`: who put the line there (absent in an Undo kept before households: the cook who undoes). */
type StoredRow = Omit<Row, "userId" | "householdId" | "createdAt" | "changedAt" | "textChangedAt"> & {
  userId?: string;
  createdAt: string;
  changedAt: string | null;
  /** Absent in an Undo kept before lines kept their text's own change time. */
  textChangedAt?: string | null;
};

const inRange = (line: SourceLine, from: string, to: string) => line.day !== undefined && line.day >= from && line.day <= to;

/**
 * Merges the plan's meals for the days `from`…`to` into the cook's list; never replaces it. The
 * cook's own lines and the lines recipe pages added stay, and the same food is added up with them
 * where units allow.
 *
 * Making it twice must not double the amounts. Each line the plan adds names its planned meal and
 * day, and a make first takes out the plan's own lines for those days, then adds the plan as it
 * now stands: making it again is the same list, a meal moved, resized or removed since is
 * corrected, and nothing a recipe page or the cook added is touched. (Skipping foods already
 * there would instead miss a meal planned since; comparing amounts would double-count a food the
 * cook also added from a recipe page.) A tick stays on the same food, as before.
 *
 * The list as it was is kept, server-side and per cook, under a fresh token the answer gives:
 * Undo with that token puts back exactly those rows (ids, ticks, order).
 */
export async function listFromPlan(userId: string, days: { from: string; to: string }, units: UnitChoice): Promise<PlanMerge> {
  const householdId = await householdIdOf(userId);
  const kitchen = { userId, householdId };
  const planned = await db.plannedMeal.findMany({
    where: { householdId, day: { gte: days.from, lte: days.to } },
    orderBy: [{ day: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    select: { id: true, day: true, mealId: true, servings: true },
  });
  const fromPlan = (
    await Promise.all(planned.map(async (meal) => (await mealLines(meal.mealId, meal.servings)).map((line) => ({ ...line, planned: meal.id, day: meal.day }))))
  ).flat();
  const undo = randomBytes(18).toString("base64url");
  const counts = await db.$transaction(async (tx) => {
    const before = await tx.shoppingItem.findMany({ where: { householdId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    const recipeRows = before.filter((row) => !row.own);
    const kept = recipeRows.flatMap((row) => linesOf(row.sources)).filter((line) => !inRange(line, days.from, days.to));
    await remerge(tx, kitchen, [...kept, ...fromPlan], units);
    await keepForUndo(tx, householdId, undo, before);
    const after = await tx.shoppingItem.findMany({ where: { householdId, own: false }, select: { key: true, text: true } });
    const keysBefore = new Set(recipeRows.map((row) => row.key));
    const textsBefore = new Set(recipeRows.map((row) => row.text));
    return {
      added: after.filter((row) => !keysBefore.has(row.key)).length,
      combined: after.filter((row) => keysBefore.has(row.key) && !textsBefore.has(row.text)).length,
    };
  });
  await recordActivity(userId, "shopping", "made the list from the plan");
  return { ...(await readShoppingList(userId)), meals: planned.length, ...counts, undo };
}

async function keepForUndo(tx: Transaction, householdId: string, token: string, rows: Row[]) {
  const items: StoredRow[] = rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    key: row.key,
    text: row.text,
    aisle: row.aisle,
    sources: row.sources,
    own: row.own,
    checked: row.checked,
    createdAt: row.createdAt.toISOString(),
    changedAt: row.changedAt?.toISOString() ?? null,
    textChangedAt: row.textChangedAt?.toISOString() ?? null,
  }));
  const data = { token, items: JSON.stringify(items), createdAt: new Date() };
  await tx.shoppingUndo.upsert({ where: { householdId }, create: { householdId, ...data }, update: data });
}

/**
 * Undo of the last "Make from the plan": the list exactly as it was before it (what changed since
 * goes with it, as the cook asked). Only with the token that make answered, and only the cook's
 * own: another cook's token finds nothing (404), as does one a later make or Undo replaced.
 */
export async function undoListFromPlan(userId: string, token: string): Promise<ShoppingList> {
  const householdId = await householdIdOf(userId);
  await db.$transaction(async (tx) => {
    const kept = await tx.shoppingUndo.findFirst({ where: { householdId, token, createdAt: { gte: new Date(Date.now() - UNDO_MINUTES * 60_000) } } });
    if (!kept) throw new AppError("not_found", NOTHING_TO_UNDO);
    const items = JSON.parse(kept.items) as StoredRow[];
    await tx.shoppingItem.deleteMany({ where: { householdId } });
    // A member who left since keeps their copy; their lines come back as the undoer's.
    const members = new Set((await tx.householdMember.findMany({ where: { householdId }, select: { userId: true } })).map((member) => member.userId));
    await tx.shoppingItem.createMany({
      data: items.map((item) => ({
        ...item,
        userId: item.userId && members.has(item.userId) ? item.userId : userId,
        householdId,
        createdAt: new Date(item.createdAt),
        changedAt: item.changedAt === null ? null : new Date(item.changedAt),
        textChangedAt: item.textChangedAt ? new Date(item.textChangedAt) : null,
      })),
    });
    await tx.shoppingUndo.delete({ where: { householdId } });
  });
  await recordActivity(userId, "shopping", "undid the list from the plan");
  return readShoppingList(userId);
}
