import type { Prisma, PrismaClient } from "../generated/prisma/client";

/** The rows of `MealsRevision`: meals (id 1) and, counted apart so a star does not drop every
 * cached meal answer, ratings (id 2, read by the ranking's cache). */
export const MEALS_REVISION_ROW = 1;
export const RATINGS_REVISION_ROW = 2;

/**
 * Records that meals changed, inside the writer's transaction: every app instance then drops
 * the meal answers it keeps in memory (see `revisionReader`).
 */
export async function bumpMealsRevision(tx: Prisma.TransactionClient, row = MEALS_REVISION_ROW): Promise<void> {
  await tx.mealsRevision.upsert({
    where: { id: row },
    create: { id: row, value: 1 },
    update: { value: { increment: 1 } },
  });
}

export type RevisionReader = {
  /** The meals' revision, read from the database at most once per `maxAgeMs`. */
  current(): Promise<number>;
  /** The next `current()` reads the database (this process has just written). */
  forget(): void;
};

/**
 * Reads the revision rarely enough to cost nothing (one indexed row, at most once a second,
 * shared by concurrent callers) and often enough that another instance's write shows within
 * that second.
 */
export function revisionReader(
  db: PrismaClient,
  maxAgeMs = 1000,
  now: () => number = Date.now,
  row = MEALS_REVISION_ROW,
): RevisionReader {
  let value: Promise<number> | undefined;
  let readAt = 0;
  return {
    current() {
      if (!value || now() - readAt >= maxAgeMs) {
        readAt = now();
        const reading = db.mealsRevision.findUnique({ where: { id: row } }).then((row) => row?.value ?? 0);
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
