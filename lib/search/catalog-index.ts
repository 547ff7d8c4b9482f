import { Prisma } from "@/lib/platform/database";
import type { SearchStore } from "./search";
import { DIETS } from "./types";

/**
 * The database's search and pantry indexes (MealSearchTerm, SearchWord, MealPantryKey) and the
 * meals' searched columns, copied into typed arrays for one meals revision. The search and the
 * pantry answer from it exactly as their SQL does (a test compares both on both databases), in
 * well under a millisecond of work where the SQL needs tens at 100,000 meals. Meals are numbered
 * 0…n-1 in the order read; postings are lists of those numbers.
 */
export type CatalogIndex = {
  /** The meals revision this copy was read at (or after). */
  revision: number;
  size: number;
  /** A name or id holds characters beyond the BMP: name order compares code points, not code units. */
  byCodePoints: boolean;
  ids: string[];
  byId: Map<string, number>;
  /** Each meal's place in name order (searchName, then id, by code point as the SQL's byte order). */
  nameRank: Int32Array;
  /** The meal at each place in name order. */
  atRank: Int32Array;
  searchName: string[];
  category: Int32Array;
  area: Int32Array;
  /** -1 when the meal states none. */
  difficulty: Int32Array;
  /** -1 when the meal states no time. */
  minutes: Int32Array;
  /** The facets' time bucket (15, 30, 60, 61; -1 without a time), as the SQL groups them. */
  minutesBucket: Int32Array;
  /** Bit i: DIETS[i] is in the meal's diets (the filter's LIKE and the facets' list agree on whole names). */
  diets: Uint8Array;
  /**
   * Each meal's facet group: the meals alike in category, area, difficulty, diets and time bucket.
   * Facet counts are counted per group (a few thousand), not per meal.
   */
  facetGroup: Int32Array;
  groups: { size: number; category: Int32Array; area: Int32Array; difficulty: Int32Array; diets: Uint8Array; minutesBucket: Int32Array };
  /** The facet values, by code: category, area and difficulty. */
  values: { category: string[]; area: string[]; difficulty: string[] };
  /** SearchWord: every known term in code unit order, with the word shown for it. */
  terms: string[];
  words: string[];
  postings: Map<string, { meals: Int32Array; fields: Uint8Array }>;
  /** MealPantryKey: the meals holding each pantry key, and each meal's number of keys. */
  pantry: Map<string, Int32Array>;
  pantryOf: Int32Array;
  /** The most pantry keys any meal has. */
  mostPantryKeys: number;
  /**
   * Per-meal working space of one query at a time (queries run synchronously), marked by a
   * number that is new for each pass, so nothing is cleared between queries.
   */
  scratch: {
    value: Int32Array;
    mark: Int32Array;
    survived: Int32Array;
    flag: Int32Array;
    lastMark: number;
    /**
     * A query's list of meals, their scores and sort keys, and its per-group facet tallies,
     * reused: fresh arrays of up to 100,000 numbers on every request made the garbage collector
     * run, full, every few hundred requests (their memory lives outside the heap).
     */
    meals: Int32Array;
    scores: Int32Array;
    keys: Float64Array;
    groupFailed: Int32Array;
    groupFound: Int32Array;
    groupHit: Int32Array;
  };
};

/** A mark no earlier pass used (marks restart, with the arrays cleared, long before they overflow). */
export function nextMark(index: CatalogIndex): number {
  const { scratch } = index;
  if (scratch.lastMark >= 2 ** 30) {
    scratch.mark.fill(0);
    scratch.survived.fill(0);
    scratch.flag.fill(0);
    scratch.lastMark = 0;
  }
  scratch.lastMark += 1;
  return scratch.lastMark;
}

/** Stars of the meals, for one ratings revision (read apart: a star should not rebuild the index). */
export type CatalogRatings = {
  revision: number;
  /** Average stars × 100, truncated (the SQL's integer division); 0 when unrated. */
  rating: Int32Array;
  total: Float64Array;
  count: Float64Array;
  /** More than every rating (the sort keys' base). */
  ratingBase: number;
};

const UNIT = "\u001f";
const RECORD = "\u001e";

// By code point, as SQLite's and PostgreSQL's "C" collation order UTF-8 bytes.
function byCodePoint(a: string, b: string): number {
  if (a === b) return 0;
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) {
    if (x[i] !== y[i]) return x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
  }
  return x.length - y.length;
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const hasSurrogates = (text: string) => /[\ud800-\udfff]/.test(text);

/** The order of two meals' names, then ids, as the SQL's byte order sorts them. */
export function nameOrder(index: Pick<CatalogIndex, "searchName" | "ids" | "byCodePoints">): (a: number, b: number) => number {
  // Code unit order is code point order unless a name holds characters beyond the BMP.
  const compare = index.byCodePoints ? byCodePoint : byCodeUnit;
  return (a, b) => compare(index.searchName[a]!, index.searchName[b]!) || compare(index.ids[a]!, index.ids[b]!);
}

/** Numbers values in the order first met, going on from `known` (a copy's codes stay valid). */
function coder(known: readonly string[] = []) {
  const codes = new Map(known.map((value, code) => [value, code]));
  const values = [...known];
  return {
    values,
    code(value: string): number {
      let code = codes.get(value);
      if (code === undefined) {
        code = values.length;
        codes.set(value, code);
        values.push(value);
      }
      return code;
    },
  };
}

/** A meal's searched columns, as the database holds them. */
type MealRow = { id: string; searchName: string; category: string; area: string; difficulty: string | null; minutes: number | bigint | null; diets: string };
type ListRow = { key: string; list: string };

/** What a copy is made of: each meal's columns, its name order and its postings; the rest is derived (`assemble`). */
type CatalogParts = Pick<
  CatalogIndex,
  "revision" | "byCodePoints" | "ids" | "byId" | "searchName" | "category" | "area" | "difficulty" | "minutes" | "diets" | "values" | "atRank" | "terms" | "words" | "postings" | "pantry" | "pantryOf"
>;

/** Room for `size` meals' columns, and the coders of their facet values (going on from `known`'s). */
export function mealColumns(size: number, known?: CatalogIndex["values"]) {
  const coders = { category: coder(known?.category), area: coder(known?.area), difficulty: coder(known?.difficulty) };
  const columns = {
    category: new Int32Array(size),
    area: new Int32Array(size),
    difficulty: new Int32Array(size),
    minutes: new Int32Array(size),
    diets: new Uint8Array(size),
    values: { category: coders.category.values, area: coders.area.values, difficulty: coders.difficulty.values },
  };
  /** Codes `meal`'s columns as meal number `at`. */
  const put = (meal: MealRow, at: number) => {
    columns.category[at] = coders.category.code(meal.category);
    columns.area[at] = coders.area.code(meal.area);
    columns.difficulty[at] = meal.difficulty === null ? -1 : coders.difficulty.code(meal.difficulty);
    columns.minutes[at] = meal.minutes === null ? -1 : Number(meal.minutes);
    const diets = meal.diets.split(",");
    columns.diets[at] = DIETS.reduce((bits, diet, bit) => (diets.includes(diet) ? bits | (1 << bit) : bits), 0);
  };
  return { columns, put };
}

/** The copy of these parts: name ranks, time buckets, facet groups and working space derived. */
export function assemble(parts: CatalogParts): CatalogIndex {
  const size = parts.ids.length;
  const groups = coder();
  const minutesBucket = new Int32Array(size);
  const facetGroup = new Int32Array(size);
  const nameRank = new Int32Array(size);
  for (let meal = 0; meal < size; meal += 1) {
    const minutes = parts.minutes[meal]!;
    minutesBucket[meal] = minutes < 0 ? -1 : minutes <= 15 ? 15 : minutes <= 30 ? 30 : minutes <= 60 ? 60 : 61;
    facetGroup[meal] = groups.code(`${parts.category[meal]} ${parts.area[meal]} ${parts.difficulty[meal]} ${parts.diets[meal]} ${minutesBucket[meal]}`);
  }
  for (let rank = 0; rank < size; rank += 1) nameRank[parts.atRank[rank]!] = rank;
  const groupCount = groups.values.length;
  const grouped = {
    size: groupCount,
    category: new Int32Array(groupCount),
    area: new Int32Array(groupCount),
    difficulty: new Int32Array(groupCount),
    diets: new Uint8Array(groupCount),
    minutesBucket: new Int32Array(groupCount),
  };
  for (let meal = 0; meal < size; meal += 1) {
    const group = facetGroup[meal]!;
    grouped.category[group] = parts.category[meal]!;
    grouped.area[group] = parts.area[meal]!;
    grouped.difficulty[group] = parts.difficulty[meal]!;
    grouped.diets[group] = parts.diets[meal]!;
    grouped.minutesBucket[group] = minutesBucket[meal]!;
  }
  return {
    ...parts,
    size,
    nameRank,
    minutesBucket,
    facetGroup,
    groups: grouped,
    mostPantryKeys: parts.pantryOf.reduce((most, keys) => Math.max(most, keys), 0),
    scratch: {
      value: new Int32Array(size),
      mark: new Int32Array(size),
      survived: new Int32Array(size),
      flag: new Int32Array(size),
      lastMark: 0,
      meals: new Int32Array(size),
      scores: new Int32Array(size),
      keys: new Float64Array(size),
      groupFailed: new Int32Array(groupCount),
      groupFound: new Int32Array(groupCount),
      groupHit: new Int32Array(groupCount),
    },
  };
}

/** `SELECT key, <the rows' "a␟b" joined by ␞>` grouped by key, in each database's words. */
function aggregate(store: SearchStore, table: "MealSearchTerm" | "MealPantryKey", key: "term" | "key", value: "fields" | "of"): Prisma.Sql {
  const join = store.provider === "postgresql" ? Prisma.raw("string_agg") : Prisma.raw("group_concat");
  const cast = store.provider === "postgresql" ? Prisma.raw("::text") : Prisma.raw("");
  // MealSearchTerm's term index does not hold the meal: SQLite would walk it and look every row
  // up in the table, twice as long as reading the table once and sorting it. (MealPantryKey's key
  // holds all three columns; PostgreSQL reads tables and hashes on its own.)
  const whole = store.provider === "sqlite" && table === "MealSearchTerm" ? Prisma.raw("NOT INDEXED") : Prisma.raw("");
  return Prisma.sql`SELECT t.${Prisma.raw(`"${key}"`)} AS key, ${join}(t."mealId" || ${UNIT} || t.${Prisma.raw(`"${value}"`)}${cast}, ${RECORD}) AS list
    FROM ${Prisma.raw(`"${table}"`)} t ${whole} GROUP BY t.${Prisma.raw(`"${key}"`)}`;
}

/** Reads the whole index at `revision` (read from the database just before, so the copy is at least as new). */
export async function loadCatalogIndex(store: SearchStore, revision: number): Promise<CatalogIndex> {
  const { client } = store;
  const meals = await client.$queryRaw<MealRow[]>`SELECT "id" AS id, "searchName" AS "searchName", "category" AS category, "area" AS area,
    "difficulty" AS difficulty, "totalMinutes" AS minutes, "diets" AS diets FROM "Meal"`;
  const size = meals.length;
  const { columns, put } = mealColumns(size);
  meals.forEach(put);
  const ids = meals.map((meal) => meal.id);
  const byId = new Map(ids.map((id, at) => [id, at]));
  const searchName = meals.map((meal) => meal.searchName);
  const byCodePoints = meals.some((meal) => hasSurrogates(meal.searchName) || hasSurrogates(meal.id));
  const atRank = Int32Array.from(ids.keys()).sort(nameOrder({ ids, searchName, byCodePoints }));

  const [termRows, wordRows, pantryRows] = await Promise.all([
    client.$queryRaw<ListRow[]>(aggregate(store, "MealSearchTerm", "term", "fields")),
    client.searchWord.findMany({ select: { term: true, word: true } }),
    client.$queryRaw<ListRow[]>(aggregate(store, "MealPantryKey", "key", "of")),
  ]);
  wordRows.sort((a, b) => byCodeUnit(a.term, b.term));
  const postings: CatalogIndex["postings"] = new Map();
  for (const { key, list } of termRows) {
    const records = list.split(RECORD);
    const postingMeals = new Int32Array(records.length);
    const fields = new Uint8Array(records.length);
    let kept = 0;
    for (const record of records) {
      const cut = record.lastIndexOf(UNIT);
      const meal = byId.get(record.slice(0, cut));
      if (meal === undefined) continue; // written after the meals were read: the revision check rebuilds
      postingMeals[kept] = meal;
      fields[kept] = Number(record.slice(cut + 1));
      kept += 1;
    }
    postings.set(key, { meals: postingMeals.slice(0, kept), fields: fields.slice(0, kept) });
  }
  const pantry: CatalogIndex["pantry"] = new Map();
  const pantryOf = new Int32Array(size);
  for (const { key, list } of pantryRows) {
    const found: number[] = [];
    for (const record of list.split(RECORD)) {
      const cut = record.lastIndexOf(UNIT);
      const meal = byId.get(record.slice(0, cut));
      if (meal === undefined) continue;
      found.push(meal);
      pantryOf[meal] = Math.max(pantryOf[meal]!, Number(record.slice(cut + 1)));
    }
    pantry.set(key, Int32Array.from(found));
  }
  return assemble({
    revision,
    byCodePoints,
    ids,
    byId,
    searchName,
    ...columns,
    atRank,
    terms: wordRows.map((row) => row.term),
    words: wordRows.map((row) => row.word),
    postings,
    pantry,
    pantryOf,
  });
}

/** The meals' stars as MealRatingSummary holds them now, numbered as in `index`. */
export async function loadCatalogRatings(store: SearchStore, index: CatalogIndex, revision: number): Promise<CatalogRatings> {
  const rows = await store.client.mealRatingSummary.findMany({ select: { mealId: true, total: true, count: true } });
  const ratings: CatalogRatings = {
    revision,
    rating: new Int32Array(index.size),
    total: new Float64Array(index.size),
    count: new Float64Array(index.size),
    ratingBase: 1,
  };
  for (const row of rows) {
    const meal = index.byId.get(row.mealId);
    if (meal === undefined) continue;
    const total = Number(row.total);
    const count = Number(row.count);
    ratings.total[meal] = total;
    ratings.count[meal] = count;
    ratings.rating[meal] = count === 0 ? 0 : Math.trunc((total * 100) / count);
    ratings.ratingBase = Math.max(ratings.ratingBase, ratings.rating[meal]! + 1);
  }
  return ratings;
}
