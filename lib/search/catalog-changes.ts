import { assemble, hasSurrogates, mealColumns, nameOrder, type CatalogIndex, type CatalogRatings } from "./catalog-index";
import type { SearchStore } from "./search";

/**
 * A newer copy of the catalog index made from an older one and the meals changed since (the ids
 * the writers listed, `changedSince` in lib/platform/revisions): only those meals' columns, index
 * and pantry rows are read, and the rest is carried over from the older copy. A migration moves the
 * meals' revision once a batch of 25: reading the whole index again each time (~80 times a
 * 2,000-recipe import, in every server process) was most of the CPU and memory the import took
 * from other cooks' searches. The copy answers exactly as one read whole would (a test compares
 * both): every changed meal leaves and those still stored come back from their rows, so an edit,
 * a deletion and a new recipe are one case; the meals are numbered again when any left.
 */

// Bound parameters per statement: well under SQLite's and PostgreSQL's limits.
const IDS_PER_READ = 500;

async function inChunks<T>(ids: readonly string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_READ) rows.push(...(await read(ids.slice(start, start + IDS_PER_READ))));
  return rows;
}

/** Whether `term` is in the sorted `terms`. */
function holds(terms: readonly string[], term: string): boolean {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (terms[middle]! < term) low = middle + 1;
    else high = middle;
  }
  return terms[low] === term;
}

/** A posting's meals that stay, numbered anew, then `more`; `fields` beside them when given. */
function carried(meals: Int32Array, fields: Uint8Array | null, renumber: Int32Array | null, more: { meals: number[]; fields: number[] } | undefined) {
  const outMeals = new Int32Array(meals.length + (more?.meals.length ?? 0));
  const outFields = fields ? new Uint8Array(outMeals.length) : null;
  let at = 0;
  for (let k = 0; k < meals.length; k += 1) {
    const meal = renumber ? renumber[meals[k]!]! : meals[k]!;
    if (meal < 0) continue;
    outMeals[at] = meal;
    if (outFields) outFields[at] = fields![k]!;
    at += 1;
  }
  for (let k = 0; k < (more?.meals.length ?? 0); k += 1) {
    outMeals[at] = more!.meals[k]!;
    if (outFields) outFields[at] = more!.fields[k]!;
    at += 1;
  }
  return { meals: at === outMeals.length ? outMeals : outMeals.slice(0, at), fields: outFields && at !== outFields.length ? outFields.slice(0, at) : outFields };
}

/** Rows grouped by key, as meal numbers (and a value each). */
function grouped<R>(rows: readonly R[], keyOf: (row: R) => string, mealOf: (row: R) => number | undefined, valueOf: (row: R) => number) {
  const groups = new Map<string, { meals: number[]; fields: number[] }>();
  for (const row of rows) {
    const meal = mealOf(row);
    if (meal === undefined) continue;
    const key = keyOf(row);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { meals: [], fields: [] }));
    group.meals.push(meal);
    group.fields.push(valueOf(row));
  }
  return groups;
}

/** The copy at `revision`, from `old` and the ids of every meal written since (created, edited or deleted). */
export async function withChanges(store: SearchStore, old: CatalogIndex, revision: number, changed: readonly string[]): Promise<CatalogIndex> {
  const { client } = store;
  const rows = await inChunks(changed, (ids) =>
    client.meal.findMany({
      where: { id: { in: ids } },
      select: { id: true, searchName: true, category: true, area: true, difficulty: true, totalMinutes: true, diets: true },
    }),
  );
  const found = rows.map((row) => row.id);
  const [termRows, pantryRows] = await Promise.all([
    inChunks(found, (ids) => client.mealSearchTerm.findMany({ where: { mealId: { in: ids } }, select: { term: true, mealId: true, fields: true } })),
    inChunks(found, (ids) => client.mealPantryKey.findMany({ where: { mealId: { in: ids } }, select: { key: true, mealId: true, of: true } })),
  ]);

  // Every changed meal leaves the old numbering; the stored ones come back at the end.
  const leaving = new Uint8Array(old.size);
  let left = 0;
  for (const id of changed) {
    const meal = old.byId.get(id);
    if (meal !== undefined && leaving[meal] === 0) {
      leaving[meal] = 1;
      left += 1;
    }
  }
  let renumber: Int32Array | null = null;
  if (left > 0) {
    renumber = new Int32Array(old.size);
    let next = 0;
    for (let meal = 0; meal < old.size; meal += 1) renumber[meal] = leaving[meal] ? -1 : next++;
  }
  const first = old.size - left;
  const size = first + rows.length;
  const { columns, put } = mealColumns(size, old.values);
  const ids = new Array<string>(size);
  const searchName = new Array<string>(size);
  const pantryOf = new Int32Array(size);
  for (let meal = 0; meal < old.size; meal += 1) {
    const at = renumber ? renumber[meal]! : meal;
    if (at < 0) continue;
    ids[at] = old.ids[meal]!;
    searchName[at] = old.searchName[meal]!;
    columns.category[at] = old.category[meal]!;
    columns.area[at] = old.area[meal]!;
    columns.difficulty[at] = old.difficulty[meal]!;
    columns.minutes[at] = old.minutes[meal]!;
    columns.diets[at] = old.diets[meal]!;
    pantryOf[at] = old.pantryOf[meal]!;
  }
  rows.forEach((row, k) => {
    put({ ...row, minutes: row.totalMinutes }, first + k);
    ids[first + k] = row.id;
    searchName[first + k] = row.searchName;
  });
  const byId = new Map(ids.map((id, at) => [id, at]));
  const byCodePoints = old.byCodePoints || rows.some((row) => hasSurrogates(row.searchName) || hasSurrogates(row.id));

  // Name order: the old order of the meals that stay, merged with the new ones sorted.
  const order = nameOrder({ ids, searchName, byCodePoints });
  const fresh = Int32Array.from(rows.keys(), (k) => first + k).sort(order);
  const atRank = new Int32Array(size);
  let oldRank = 0;
  const nextStaying = () => {
    while (oldRank < old.size) {
      const meal = old.atRank[oldRank++]!;
      const at = renumber ? renumber[meal]! : meal;
      if (at >= 0) return at;
    }
    return -1;
  };
  let staying = nextStaying();
  for (let rank = 0, k = 0; rank < size; rank += 1) {
    if (k >= fresh.length || (staying >= 0 && order(staying, fresh[k]!) <= 0)) {
      atRank[rank] = staying;
      staying = nextStaying();
    } else atRank[rank] = fresh[k++]!;
  }

  const numbered = new Map(rows.map((row, k) => [row.id, first + k]));
  const mealOf = (row: { mealId: string }) => numbered.get(row.mealId);
  const addedTerms = grouped(termRows, (row) => row.term, mealOf, (row) => row.fields);
  const postings: CatalogIndex["postings"] = new Map();
  for (const [term, posting] of old.postings) {
    const more = addedTerms.get(term);
    // Nobody left and nothing added: the same arrays serve (a copy never changes them).
    if (!renumber && !more) postings.set(term, posting);
    else {
      const next = carried(posting.meals, posting.fields, renumber, more);
      if (next.meals.length > 0) postings.set(term, { meals: next.meals, fields: next.fields! });
    }
  }
  for (const [term, more] of addedTerms) {
    if (!old.postings.has(term)) postings.set(term, { meals: Int32Array.from(more.meals), fields: Uint8Array.from(more.fields) });
  }

  const addedKeys = grouped(pantryRows, (row) => row.key, mealOf, (row) => row.of);
  for (const { meals, fields } of addedKeys.values()) meals.forEach((meal, k) => (pantryOf[meal] = Math.max(pantryOf[meal]!, fields[k]!)));
  const pantry: CatalogIndex["pantry"] = new Map();
  for (const [key, meals] of old.pantry) {
    const more = addedKeys.get(key);
    if (!renumber && !more) pantry.set(key, meals);
    else {
      const next = carried(meals, null, renumber, more);
      if (next.meals.length > 0) pantry.set(key, next.meals);
    }
  }
  for (const [key, more] of addedKeys) if (!old.pantry.has(key)) pantry.set(key, Int32Array.from(more.meals));

  // SearchWord only grows, and a word comes with the meal that first holds it: read those new to the copy.
  let { terms, words } = old;
  const unknown = [...addedTerms.keys()].filter((term) => !holds(old.terms, term));
  if (unknown.length > 0) {
    const added = await inChunks(unknown, (chunk) => client.searchWord.findMany({ where: { term: { in: chunk } }, select: { term: true, word: true } }));
    added.sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
    terms = [];
    words = [];
    let k = 0;
    for (let at = 0; at < old.terms.length || k < added.length; ) {
      if (k >= added.length || (at < old.terms.length && old.terms[at]! < added[k]!.term)) {
        terms.push(old.terms[at]!);
        words.push(old.words[at++]!);
      } else {
        terms.push(added[k]!.term);
        words.push(added[k++]!.word);
      }
    }
  }
  return assemble({ revision, byCodePoints, ids, byId, searchName, ...columns, atRank, terms, words, postings, pantry, pantryOf });
}

/**
 * The stars of `from`'s meals, numbered as in `to` (made from it by `withChanges`), for the same
 * ratings revision: no star moved, so only the meals' numbers did (a new meal has none yet).
 */
export function carriedRatings(from: CatalogIndex, ratings: CatalogRatings, to: CatalogIndex): CatalogRatings {
  const carried: CatalogRatings = { revision: ratings.revision, rating: new Int32Array(to.size), total: new Float64Array(to.size), count: new Float64Array(to.size), ratingBase: 1 };
  for (let meal = 0; meal < to.size; meal += 1) {
    const was = from.byId.get(to.ids[meal]!);
    if (was === undefined || ratings.count[was] === 0) continue;
    carried.rating[meal] = ratings.rating[was]!;
    carried.total[meal] = ratings.total[was]!;
    carried.count[meal] = ratings.count[was]!;
    carried.ratingBase = Math.max(carried.ratingBase, ratings.rating[was]! + 1);
  }
  return carried;
}
