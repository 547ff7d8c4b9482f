import { db } from "@/lib/platform/database";
import { currentRevision, revisionReader } from "@/lib/platform/revisions";
import { loadCatalogIndex, loadCatalogRatings, type CatalogIndex, type CatalogRatings } from "./catalog-index";
import { storeOf } from "./search";

/**
 * This process's catalog index: read in the background when the meals' revision moves on, used
 * only while it is of the current revision (so a write on any instance is followed within a
 * second, and this instance's own write at once). Until it is read, the search and the pantry
 * answer from SQL: the same answers, slower. Kept on globalThis because Next bundles routes and
 * pages apart, each with its own copy of this module; one copy per process is enough.
 */
type Held = {
  index?: CatalogIndex;
  ratings?: Promise<CatalogRatings>;
  ratingsFor?: { index: CatalogIndex; revision: number };
  building?: Promise<void>;
  /** When the next build may start: a catalog written to without pause is served from SQL, not rebuilt back to back. */
  notBefore: number;
};

const processWide = globalThis as unknown as { resPeCatalogIndex?: Held };
const held = (processWide.resPeCatalogIndex ??= { notBefore: 0 });

// A fresh reading for the build: the copy must be read after the revision it is labelled with.
const freshRevision = revisionReader(db, "meals", { maxAgeMs: 0 });

function startBuild(): void {
  if (held.building || Date.now() < held.notBefore) return;
  buildNow();
}

function buildNow(): void {
  const started = Date.now();
  held.building = freshRevision
    .current()
    .then((revision) => loadCatalogIndex(storeOf(db), revision))
    .then((index) => {
      held.index = index;
    })
    .catch((error: unknown) => {
      // The SQL answers meanwhile; the next request after the pause tries again.
      console.error("The search's catalog index could not be read; searching in SQL.", error);
    })
    .finally(() => {
      held.building = undefined;
      held.notBefore = Date.now() + Math.max(1_000, Date.now() - started);
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
    const reading = loadCatalogRatings(storeOf(db), index, ratingsRevision);
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
