import { db } from "@/lib/platform/database";
import { changedSince, currentRevision, revisionReader } from "@/lib/platform/revisions";
import { carriedRatings, withChanges } from "./catalog-changes";
import { loadCatalogIndex, loadCatalogRatings, type CatalogIndex, type CatalogRatings } from "./catalog-index";
import { storeOf } from "./search";

/**
 * This process's catalog index: read in the background when the meals' revision moves on, used
 * only while it is of the current revision (so a write on any instance is followed within a
 * second, and this instance's own write at once). Until it is read, the search and the pantry
 * answer from SQL: the same answers, slower. A copy a few revisions behind reads only the meals
 * the writers since said they changed (`withChanges`); the whole index is read at the start and
 * after a write that did not say (a catalog seed, an account deleted). Kept on globalThis because
 * Next bundles routes and pages apart, each with its own copy of this module; one copy per process is enough.
 */
type Held = {
  index?: CatalogIndex;
  ratings?: Promise<CatalogRatings>;
  ratingsFor?: { index: CatalogIndex; revision: number };
  building?: Promise<void>;
  /** When the next build may start: a catalog written to without pause is served from SQL, not rebuilt back to back. */
  notBefore: number;
  /** How the copies were made: read whole, or from the one before and the meals changed since. */
  reads: CatalogReads;
  /** The newest copy made by `withChanges` and the one it was made from: its stars are carried over, not read again. */
  madeFrom?: { index: CatalogIndex; from: CatalogIndex };
};

export type CatalogReads = { whole: number; changes: number; mealsRead: number };

const processWide = globalThis as unknown as { resPeCatalogIndex?: Held };
const held = (processWide.resPeCatalogIndex ??= { notBefore: 0, reads: { whole: 0, changes: 0, mealsRead: 0 } });

// A fresh reading for the build: the copy must be read after the revision it is labelled with.
const freshRevision = revisionReader(db, "meals", { maxAgeMs: 0 });

function startBuild(): void {
  if (held.building || Date.now() < held.notBefore) return;
  buildNow();
}

/** The copy at `revision`: the one before with the meals changed since, or the whole index when a write did not list them. */
async function copyAt(revision: number): Promise<{ index: CatalogIndex; whole: boolean }> {
  const before = held.index;
  if (before && before.revision >= revision) return { index: before, whole: false };
  const changed = before ? await changedSince(db, "meals", before.revision, revision) : null;
  // Past a few thousand meals, one read of everything is the cheaper way.
  if (before && changed && changed.length <= Math.max(2_000, before.size / 4)) {
    held.reads.changes += 1;
    held.reads.mealsRead += changed.length;
    const index = await withChanges(storeOf(db), before, revision, changed);
    held.madeFrom = { index, from: before };
    return { index, whole: false };
  }
  held.reads.whole += 1;
  held.madeFrom = undefined;
  const index = await loadCatalogIndex(storeOf(db), revision);
  held.reads.mealsRead += index.size;
  return { index, whole: true };
}

function buildNow(): void {
  const started = Date.now();
  let whole = true;
  held.building = freshRevision
    .current()
    .then((revision) => copyAt(revision))
    .then((copy) => {
      held.index = copy.index;
      whole = copy.whole;
    })
    .catch((error: unknown) => {
      // The SQL answers meanwhile; the next request after the pause tries again.
      console.error("The search's catalog index could not be read; searching in SQL.", error);
    })
    .finally(() => {
      held.building = undefined;
      // A whole read waits at least a second before the next; a few changed meals only as long as they took.
      held.notBefore = Date.now() + Math.max(whole ? 1_000 : 0, Date.now() - started);
    });
}

/**
 * The catalog index and stars of the current revisions, or null while they are being read (the
 * caller answers from SQL).
 */
export async function currentCatalog(): Promise<{ index: CatalogIndex; ratings: CatalogRatings } | null> {
  const revision = await currentRevision("meals");
  const index = held.index;
  // A copy newer than this process's reading of the revision (read within the second) is newer data: fine.
  if (!index || index.revision < revision) {
    startBuild();
    return null;
  }
  const ratingsRevision = await currentRevision("ratings");
  if (!held.ratings || held.ratingsFor?.index !== index || held.ratingsFor.revision !== ratingsRevision) {
    const earlier = held.ratingsFor;
    const carry = held.ratings && earlier?.revision === ratingsRevision && held.madeFrom?.index === index && held.madeFrom.from === earlier.index ? held.ratings : null;
    const reading = carry ? carry.then((ratings) => carriedRatings(earlier!.index, ratings, index)) : loadCatalogRatings(storeOf(db), index, ratingsRevision);
    reading.catch(() => {
      if (held.ratings === reading) held.ratings = undefined;
    });
    held.ratings = reading;
    held.ratingsFor = { index, revision: ratingsRevision };
  }
  return { index, ratings: await held.ratings };
}

/** Reads the catalog index now (not in the background) and answers it: for tests and tools. */
export async function readCatalogNow(): Promise<{ index: CatalogIndex; ratings: CatalogRatings }> {
  if (!held.building) buildNow();
  await held.building;
  const catalog = await currentCatalog();
  if (!catalog) throw new Error("The catalog index could not be read (see the log above).");
  return catalog;
}

/** How this process's copies were made so far (tests and benchmarks count whole reads). */
export function catalogReads(): CatalogReads {
  return { ...held.reads };
}
