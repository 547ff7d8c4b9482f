import { db as appDb, type PrismaClient, type Transaction } from "@/lib/platform/database";

/**
 * Named revision counters, one row each in the `MealsRevision` table (its name is historical).
 * A writer bumps a counter inside its own transaction; every app instance reads the counters at
 * most once a second and drops what it keeps in memory when one moves on. Counted apart so that
 * a star does not drop every cached meal answer.
 */
const REVISION_ROWS = {
  /** Any stored meal: catalog seed, import, a cook's recipe or its picture. */
  meals: 1,
  /** Any rating (the ranking's cache). */
  ratings: 2,
  /** Any "I made it" note or a recipe's choice to show cooks' notes (the public recipe pages). */
  notes: 3,
} as const;

export type RevisionName = keyof typeof REVISION_ROWS;

/** Revision steps whose changes are kept (RevisionChange): a copy further behind is read again whole. */
const CHANGES_KEPT = 1_000;

/**
 * Records that `name` changed, inside the writer's transaction; `changed`, when the writer knows
 * it, lists the ids of everything it changed (created, edited or deleted), so a reader that is a
 * few revisions behind can read only those (`changedSince`). Without it a reader reads everything.
 */
export async function bumpRevision(tx: Transaction | PrismaClient, name: RevisionName, changed?: readonly string[]): Promise<void> {
  const id = REVISION_ROWS[name];
  // The row stays locked to this transaction until it ends: the writers of two values commit in their order.
  const { value } = await tx.mealsRevision.upsert({ where: { id }, create: { id, value: 1 }, update: { value: { increment: 1 } } });
  if (!changed) return;
  await tx.revisionChange.create({ data: { counter: id, value, changed: JSON.stringify([...new Set(changed)]) } });
  if (value % 100 === 0) await tx.revisionChange.deleteMany({ where: { counter: id, value: { lte: value - CHANGES_KEPT } } });
}

/**
 * The ids changed by the writes that moved `name` from `from` to `to`, or null when one of those
 * writes did not say (or they are too many to be worth it): then the caller reads everything.
 * Read after `to` itself, so every write up to `to` has committed (each held the counter's row).
 */
export async function changedSince(client: PrismaClient, name: RevisionName, from: number, to: number): Promise<string[] | null> {
  if (to <= from) return [];
  if (to - from > CHANGES_KEPT) return null;
  const id = REVISION_ROWS[name];
  const rows = await client.revisionChange.findMany({ where: { counter: id, value: { gt: from, lte: to } }, select: { changed: true } });
  if (rows.length !== to - from) return null;
  return [...new Set(rows.flatMap((row) => JSON.parse(row.changed) as string[]))];
}

export type RevisionReader = {
  /** The revision, read from the database at most once per `maxAgeMs`. */
  current(): Promise<number>;
  /** The next `current()` reads the database (this process has just written). */
  forget(): void;
};

/**
 * Reads a revision rarely enough to cost nothing (one indexed row, at most once a second, shared
 * by concurrent callers) and often enough that another instance's write shows within that second.
 */
export function revisionReader(
  db: PrismaClient,
  name: RevisionName,
  { maxAgeMs = 1000, now = Date.now }: { maxAgeMs?: number; now?: () => number } = {},
): RevisionReader {
  const id = REVISION_ROWS[name];
  let value: Promise<number> | undefined;
  let readAt = 0;
  return {
    current() {
      if (!value || now() - readAt >= maxAgeMs) {
        readAt = now();
        const reading = db.mealsRevision.findUnique({ where: { id } }).then((row) => row?.value ?? 0);
        reading.catch(() => {
          if (value === reading) value = undefined;
        });
        value = reading;
      }
      return value;
    },
    forget() {
      value = undefined;
    },
  };
}

// One reader per revision for the whole process, kept on globalThis: Next bundles route handlers
// and pages separately, each with its own copy of this module, and a write through an API route
// must drop what the pages keep too (a cook who renames a recipe sees the new name at once).
const processWide = globalThis as unknown as { resPeRevisionReaders?: Map<RevisionName, RevisionReader> };
const readers = (processWide.resPeRevisionReaders ??= new Map<RevisionName, RevisionReader>());
const appReader = (name: RevisionName) => {
  let reader = readers.get(name);
  if (!reader) readers.set(name, (reader = revisionReader(appDb, name)));
  return reader;
};

/** The app's current value of a revision (within a second of any instance's write). */
export const currentRevision = (name: RevisionName): Promise<number> => appReader(name).current();

/** After this process wrote: the next `currentRevision(name)` reads the database afresh. */
export const revisionChanged = (name: RevisionName): void => appReader(name).forget();
