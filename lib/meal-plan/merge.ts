import { db, Prisma } from "@/lib/platform/database";
import { AppError } from "@/lib/platform/errors";
import { mergeKey, parseIngredientLine } from "@/lib/ingredients";
import { aisleOf } from "./aisles";
import { notNewerThan, textNotNewerThan } from "./changes";
import { MEAL_PLAN_CAPS } from "./limits";

/**
 * How members' changes to one shopping list merge, whatever order they arrive in (a change made
 * offline arrives when its device is back online, carrying when the cook made it):
 * - every addition is its own line: two members' additions both stay;
 * - a line's tick and its text are separate fields, each with the time of its newest change
 *   (`changedAt`, `textChangedAt`): a change applies to its field unless that field changed later,
 *   so one member's tick and another's edit of the same line both stay;
 * - a removal takes the line away unless a field of it changed after the removal (a newer change
 *   wins over an older removal, and an older one loses to it);
 * - a change made after a removal that arrives once the line is gone brings the line back, as it
 *   was, with that change (unless the list is full: a line back counts against its cap, 409); a change made before the removal leaves it gone (404), but is kept on
 *   the removed line's copy, so that a later comeback brings it too, in whichever order they came.
 * Removed lines are kept (ShoppingRemoval) for 30 days: a device offline longer loses to them.
 */
type Line = Prisma.ShoppingItemGetPayload<object>;
export type LineChange = { checked?: boolean; text?: string };

const REMOVALS_KEPT_MS = 30 * 86_400_000;
const NOT_FOUND = "Shopping list item not found.";
const notFound = () => new AppError("not_found", NOT_FOUND);
export const listFull = () => new AppError("conflict", `A shopping list can hold at most ${MEAL_PLAN_CAPS.shoppingItems} lines. Clear some first.`);

/**
 * What a line's text says about it: the key it merges by and its aisle ("2 l oat milk": milk,
 * dairy). A line the cook typed or changed is their own: re-merging the recipes' lines leaves it be.
 */
export function ownLineFields(text: string) {
  const line = parseIngredientLine(text);
  const name = line.parsed && line.name ? line.name : text;
  return { text, key: mergeKey(name) || text.toLowerCase(), aisle: aisleOf(name, line.food), own: true };
}

/** The rule applied to a line held as a value (a removed line's copy). */
function withChange(line: Line, change: LineChange, when: Date): Line {
  const next = { ...line };
  if (change.checked !== undefined && (!line.changedAt || line.changedAt <= when)) Object.assign(next, { checked: change.checked, changedAt: when });
  if (change.text !== undefined && (!line.textChangedAt || line.textChangedAt <= when)) Object.assign(next, ownLineFields(change.text), { textChangedAt: when });
  return next;
}

function copyOf(json: string): Line {
  const row = JSON.parse(json) as Line & Record<"createdAt" | "changedAt" | "textChangedAt", Date | string | null>;
  // The dates came back as text from the JSON copy.
  if (typeof row.createdAt === "string") row.createdAt = new Date(row.createdAt);
  if (typeof row.changedAt === "string") row.changedAt = new Date(row.changedAt);
  if (typeof row.textChangedAt === "string") row.textChangedAt = new Date(row.textChangedAt);
  return row as Line;
}

/** A removed line, for a change made at `when`: back on the list if the change is newer than the removal. */
async function comeback(householdId: string, id: string, change: LineChange, when: Date): Promise<Line> {
  const gone = await db.shoppingRemoval.findFirst({ where: { itemId: id, householdId } });
  if (!gone) throw notFound();
  const line = copyOf(gone.item);
  if (gone.removedAt >= when) {
    await db.shoppingRemoval.updateMany({ where: { itemId: id, householdId }, data: { item: JSON.stringify(withChange(line, change, when)) } });
    throw notFound();
  }
  // Whoever put it there may have deleted their account since: the line is then the household's first member's.
  const putBy = (await db.user.findUnique({ where: { id: line.userId }, select: { id: true } })) ?? (await db.householdMember.findFirst({ where: { householdId }, orderBy: { joinedAt: "asc" }, select: { userId: true } }).then((member) => member && { id: member.userId }));
  const full = await db.$transaction(async (tx) => {
    // A line coming back is a line added: the list's cap holds for it too.
    if ((await tx.shoppingItem.count({ where: { householdId } })) >= MEAL_PLAN_CAPS.shoppingItems) return true;
    // Two changes bringing it back at once: the one that takes the copy puts it back.
    const { count } = await tx.shoppingRemoval.deleteMany({ where: { itemId: id, householdId } });
    if (count === 1) await tx.shoppingItem.create({ data: { ...line, userId: putBy?.id ?? line.userId, householdId } });
    return false;
  });
  if (full) {
    // Refused, but kept on the copy like a change made before the removal: a later comeback brings it.
    await db.shoppingRemoval.updateMany({ where: { itemId: id, householdId }, data: { item: JSON.stringify(withChange(line, change, when)) } });
    throw listFull();
  }
  return line;
}

/** Applies a change made at `when` to a line of the household's list, field by field: the line before and after, and whether it came back. */
export async function changeLine(householdId: string, id: string, change: LineChange, when: Date): Promise<{ before: Line; after: Line; cameBack: boolean }> {
  const found = await db.shoppingItem.findFirst({ where: { id, householdId } });
  const before = found ?? (await comeback(householdId, id, change, when));
  if (change.checked !== undefined) {
    await db.shoppingItem.updateMany({ where: { id, householdId, ...notNewerThan(when) }, data: { checked: change.checked, changedAt: when } });
  }
  if (change.text !== undefined) {
    await db.shoppingItem.updateMany({ where: { id, householdId, ...textNotNewerThan(when) }, data: { ...ownLineFields(change.text), textChangedAt: when } });
  }
  const after = await db.shoppingItem.findFirst({ where: { id, householdId } });
  if (!after) throw notFound();
  return { before, after, cameBack: !found };
}

/** Keeps what was removed, for the changes that arrive after (see the rule above). */
async function keepRemoved(householdId: string, lines: Line[], when: Date) {
  await db.shoppingRemoval.deleteMany({ where: { householdId, removedAt: { lt: new Date(Date.now() - REMOVALS_KEPT_MS) } } });
  if (lines.length === 0) return;
  // A line removed, back and removed again: the newest removal counts.
  await db.shoppingRemoval.deleteMany({ where: { itemId: { in: lines.map((line) => line.id) } } });
  await db.shoppingRemoval.createMany({ data: lines.map((line) => ({ itemId: line.id, householdId, removedAt: when, item: JSON.stringify(line) })) });
}

/**
 * Removes a line made at `when` unless a field of it changed later: whether it went, and the line.
 * A line already removed (two members removed it) answers removed.
 */
export async function removeLine(householdId: string, id: string, when: Date): Promise<{ removed: boolean; line: Line | null }> {
  const line = await db.shoppingItem.findFirst({ where: { id, householdId } });
  if (!line) {
    if (await db.shoppingRemoval.findFirst({ where: { itemId: id, householdId }, select: { itemId: true } })) return { removed: true, line: null };
    throw notFound();
  }
  try {
    // One statement that answers the row it removed: the copy kept is exactly what went.
    const removed = await db.shoppingItem.delete({ where: { id, householdId, AND: [notNewerThan(when), textNotNewerThan(when)] } });
    await keepRemoved(householdId, [removed], when);
    return { removed: true, line: removed };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025") return { removed: false, line };
    throw error;
  }
}

/** "Clear checked": the ticked lines go, kept as removed now. */
export async function removeTicked(householdId: string): Promise<number> {
  const when = new Date();
  const lines = await db.shoppingItem.findMany({ where: { householdId, checked: true } });
  if (lines.length === 0) return 0;
  const { count } = await db.shoppingItem.deleteMany({ where: { householdId, checked: true, id: { in: lines.map((line) => line.id) } } });
  await keepRemoved(householdId, lines, when);
  return count;
}
