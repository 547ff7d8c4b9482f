import { db, Prisma, type Transaction } from "@/lib/platform/database";
import { AppError } from "@/lib/platform/errors";
import { mergeKey, parseIngredientLine } from "@/lib/ingredients";
import { aisleOf } from "./aisles";
import { MEAL_PLAN_CAPS } from "./limits";

/**
 * How members' changes to the household's shopping list and plan merge, whatever order they
 * arrive in (a change made offline arrives when its device is back online, carrying when the cook
 * made it). The same rule for a shopping line and a planned meal:
 * - every addition is its own item: two members' additions both stay;
 * - an item's fields each keep the time of their newest change (a line's tick `changedAt` and its
 *   text `textChangedAt`; a planned meal's place, day and meal together, `changedAt`, and its
 *   servings `servingsChangedAt`): a change applies to its field unless that field changed later,
 *   so one member's tick (or new servings) and another's edit (or move) of the same item both stay;
 * - a removal takes the item away unless a field of it changed after the removal (a newer change
 *   wins over an older removal, and an older one loses to it);
 * - a change made after a removal that arrives once the item is gone brings it back, as it was,
 *   with that change (unless the list or the week is full: an item back counts against its cap,
 *   409); a change made before the removal leaves it gone (404), but is kept on the removed item's
 *   copy, so that a later comeback brings it too, in whichever order they came.
 * Removed items are kept (ShoppingRemoval, PlannedMealRemoval) for 30 days: a device offline
 * longer loses to them.
 */
type Row = { id: string; userId: string; householdId: string };
type Line = Prisma.ShoppingItemGetPayload<object>;
export type LineChange = { checked?: boolean; text?: string };

/** One field as the rule sees it: what of a change it takes (undefined: not this field) and the column of its newest change's time. */
type Field<Change> = { take: (change: Change) => Record<string, unknown> | undefined; at: string };

/** Which removed copies: one item's, several, or the old ones. */
type RemovalWhere = { householdId: string; itemId?: string | { in: string[] }; removedAt?: { lt: Date } };

/** What the rule needs of one kind of item: its fields, and its rows and removed copies in the database. */
export type MergedKind<Item extends Row, Change> = {
  fields: readonly Field<Change>[];
  notFound: () => AppError;
  find: (householdId: string, id: string) => Promise<Item | null>;
  update: (householdId: string, id: string, where: object, data: Record<string, unknown>) => Promise<unknown>;
  /** Deletes the item if it matches `where`, answering it (Prisma's P2025 when it does not). */
  deleteIf: (householdId: string, id: string, where: object) => Promise<Item>;
  /** Puts a removed item back: false, putting nothing back, when its list or week is full. */
  putBack: (tx: Transaction, item: Item) => Promise<boolean>;
  full: () => AppError;
  removals: {
    find: (where: RemovalWhere) => Promise<{ removedAt: Date; item: string } | null>;
    rewrite: (where: RemovalWhere, item: string) => Promise<unknown>;
    take: (tx: Transaction, where: RemovalWhere) => Promise<{ count: number }>;
    forget: (where: RemovalWhere) => Promise<unknown>;
    keep: (rows: { itemId: string; householdId: string; removedAt: Date; item: string }[]) => Promise<unknown>;
  };
};

const REMOVALS_KEPT_MS = 30 * 86_400_000;

/** Items whose field was not changed after `when` (or never changed). */
const notNewer = (at: string, when: Date) => ({ OR: [{ [at]: null }, { [at]: { lte: when } }] });

/**
 * What a line's text says about it: the key it merges by and its aisle ("2 l oat milk": milk,
 * dairy). A line the cook typed or changed is their own: re-merging the recipes' lines leaves it be.
 */
export function ownLineFields(text: string) {
  const line = parseIngredientLine(text);
  const name = line.parsed && line.name ? line.name : text;
  return { text, key: mergeKey(name) || text.toLowerCase(), aisle: aisleOf(name, line.food), own: true };
}

/** The rule applied to an item held as a value (a removed item's copy). */
function withChange<Item extends Row, Change>(kind: MergedKind<Item, Change>, item: Item, change: Change, when: Date): Item {
  const next: Record<string, unknown> = { ...item };
  for (const field of kind.fields) {
    const data = field.take(change);
    const last = Object.hasOwn(next, field.at) ? (next[field.at] as Date | null | undefined) : undefined;
    if (data && (!last || last <= when)) Object.assign(next, data, { [field.at]: when });
  }
  return next as Item;
}

function copyOf<Item extends Row>(json: string): Item {
  const row = JSON.parse(json) as Record<string, unknown>;
  // The dates came back as text from the JSON copy.
  return Object.fromEntries(Object.entries(row).map(([name, value]) => [name, name.endsWith("At") && typeof value === "string" ? new Date(value) : value])) as Item;
}

/** A removed item, for a change made at `when`: back if the change is newer than the removal. */
async function comeback<Item extends Row, Change>(kind: MergedKind<Item, Change>, householdId: string, id: string, change: Change, when: Date): Promise<Item> {
  const where = { itemId: id, householdId };
  const gone = await kind.removals.find(where);
  if (!gone) throw kind.notFound();
  const item = copyOf<Item>(gone.item);
  const keepChange = () => kind.removals.rewrite(where, JSON.stringify(withChange(kind, item, change, when)));
  if (gone.removedAt >= when) {
    await keepChange();
    throw kind.notFound();
  }
  // Whoever put it there may have deleted their account since: it is then the household's first member's.
  const putBy = (await db.user.findUnique({ where: { id: item.userId }, select: { id: true } })) ?? (await db.householdMember.findFirst({ where: { householdId }, orderBy: { joinedAt: "asc" }, select: { userId: true } }).then((member) => member && { id: member.userId }));
  const back = await db.$transaction(async (tx) => {
    // Two changes bringing it back at once: the one that takes the copy puts it back.
    const { count } = await kind.removals.take(tx, where);
    // An item coming back is an item added: the list's (or week's) cap holds for it too, and a
    // refusal undoes the taking.
    if (count === 1 && !(await kind.putBack(tx, { ...item, userId: putBy?.id ?? item.userId, householdId }))) throw kind.full();
  }).then(
    () => true,
    (error: unknown) => {
      if (error instanceof AppError && error.code === "conflict") return false;
      throw error;
    },
  );
  if (!back) {
    // Refused, but kept on the copy like a change made before the removal: a later comeback brings it.
    await keepChange();
    throw kind.full();
  }
  return item;
}

/** Applies a change made at `when` to an item of the household's, field by field: the item before and after, and whether it came back. */
export async function changeMerged<Item extends Row, Change>(kind: MergedKind<Item, Change>, householdId: string, id: string, change: Change, when: Date): Promise<{ before: Item; after: Item; cameBack: boolean }> {
  const found = await kind.find(householdId, id);
  const before = found ?? (await comeback(kind, householdId, id, change, when));
  for (const field of kind.fields) {
    const data = field.take(change);
    if (data) await kind.update(householdId, id, notNewer(field.at, when), { ...data, [field.at]: when });
  }
  const after = await kind.find(householdId, id);
  if (!after) throw kind.notFound();
  return { before, after, cameBack: !found };
}

/** Keeps what was removed, for the changes that arrive after (see the rule above). */
export async function keepRemoved<Item extends Row, Change>(kind: MergedKind<Item, Change>, householdId: string, items: Item[], when: Date) {
  await kind.removals.forget({ householdId, removedAt: { lt: new Date(Date.now() - REMOVALS_KEPT_MS) } });
  if (items.length === 0) return;
  // An item removed, back and removed again: the newest removal counts.
  await kind.removals.forget({ householdId, itemId: { in: items.map((item) => item.id) } });
  await kind.removals.keep(items.map((item) => ({ itemId: item.id, householdId, removedAt: when, item: JSON.stringify(item) })));
}

/**
 * Removes an item at `when` unless a field of it changed later: whether it went, and the item.
 * One already removed (two members removed it) answers removed.
 */
export async function removeMerged<Item extends Row, Change>(kind: MergedKind<Item, Change>, householdId: string, id: string, when: Date): Promise<{ removed: boolean; item: Item | null }> {
  const item = await kind.find(householdId, id);
  if (!item) {
    if (await kind.removals.find({ itemId: id, householdId })) return { removed: true, item: null };
    throw kind.notFound();
  }
  try {
    // One statement that answers the row it removed: the copy kept is exactly what went.
    const removed = await kind.deleteIf(householdId, id, { AND: kind.fields.map((field) => notNewer(field.at, when)) });
    await keepRemoved(kind, householdId, [removed], when);
    return { removed: true, item: removed };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025") return { removed: false, item };
    throw error;
  }
}

export const listFull = () => new AppError("conflict", `A shopping list can hold at most ${MEAL_PLAN_CAPS.shoppingItems} lines. Clear some first.`);

/** The shopping list's lines: the tick and the text. */
export const LINES: MergedKind<Line, LineChange> = {
  fields: [
    { take: (change) => (change.checked === undefined ? undefined : { checked: change.checked }), at: "changedAt" },
    { take: (change) => (change.text === undefined ? undefined : ownLineFields(change.text)), at: "textChangedAt" },
  ],
  notFound: () => new AppError("not_found", "Shopping list item not found."),
  find: (householdId, id) => db.shoppingItem.findFirst({ where: { id, householdId } }),
  update: (householdId, id, where, data) => db.shoppingItem.updateMany({ where: { id, householdId, ...where }, data }),
  deleteIf: (householdId, id, where) => db.shoppingItem.delete({ where: { id, householdId, ...where } }),
  putBack: async (tx, line) => {
    if ((await tx.shoppingItem.count({ where: { householdId: line.householdId } })) >= MEAL_PLAN_CAPS.shoppingItems) return false;
    await tx.shoppingItem.create({ data: line });
    return true;
  },
  full: listFull,
  removals: {
    find: (where) => db.shoppingRemoval.findFirst({ where }),
    rewrite: (where, item) => db.shoppingRemoval.updateMany({ where, data: { item } }),
    take: (tx, where) => tx.shoppingRemoval.deleteMany({ where }),
    forget: (where) => db.shoppingRemoval.deleteMany({ where }),
    keep: (rows) => db.shoppingRemoval.createMany({ data: rows }),
  },
};

/** "Clear checked": the ticked lines go, kept as removed now. */
export async function removeTicked(householdId: string): Promise<number> {
  const when = new Date();
  const lines = await db.shoppingItem.findMany({ where: { householdId, checked: true } });
  if (lines.length === 0) return 0;
  const { count } = await db.shoppingItem.deleteMany({ where: { householdId, checked: true, id: { in: lines.map((line) => line.id) } } });
  await keepRemoved(LINES, householdId, lines, when);
  return count;
}
