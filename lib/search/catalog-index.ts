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

const hasSurrogates = (text: string) => /[\ud800-\udfff]/.test(text);

function coder() {
  const codes = new Map<string, number>();
  const values: string[] = [];
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

type MealRow = { id: string; searchName: string; category: string; area: string; difficulty: string | null; minutes: number | bigint | null; diets: string };
type ListRow = { key: string; list: string };

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

/** Reads the index at `revision` (read from the database just before, so the copy is at least as new). */
export async function loadCatalogIndex(store: SearchStore, revision: number): Promise<CatalogIndex> {
  const { client } = store;
  const meals = await client.$queryRaw<MealRow[]>`SELECT "id" AS id, "searchName" AS "searchName", "category" AS category, "area" AS area,
    "difficulty" AS difficulty, "totalMinutes" AS minutes, "diets" AS diets FROM "Meal"`;
  const size = meals.length;
  const categories = coder();
  const areas = coder();
  const difficulties = coder();
  const index: CatalogIndex = {
    revision,
    size,
    ids: meals.map((meal) => meal.id),
    byId: new Map(meals.map((meal, at) => [meal.id, at])),
    nameRank: new Int32Array(size),
    atRank: new Int32Array(size),
    searchName: meals.map((meal) => meal.searchName),
    category: new Int32Array(size),
    area: new Int32Array(size),
    difficulty: new Int32Array(size),
    minutes: new Int32Array(size),
    minutesBucket: new Int32Array(size),
    diets: new Uint8Array(size),
    facetGroup: new Int32Array(size),
    groups: { size: 0, category: new Int32Array(0), area: new Int32Array(0), difficulty: new Int32Array(0), diets: new Uint8Array(0), minutesBucket: new Int32Array(0) },
    values: { category: categories.values, area: areas.values, difficulty: difficulties.values },
    terms: [],
    words: [],
    postings: new Map(),
    pantry: new Map(),
    pantryOf: new Int32Array(size),
    mostPantryKeys: 0,
    scratch: {
      value: new Int32Array(size),
      mark: new Int32Array(size),
      survived: new Int32Array(size),
      flag: new Int32Array(size),
      lastMark: 0,
      meals: new Int32Array(size),
      scores: new Int32Array(size),
      keys: new Float64Array(size),
      groupFailed: new Int32Array(0),
      groupFound: new Int32Array(0),
      groupHit: new Int32Array(0),
    },
  };
  meals.forEach((meal, at) => {
    index.category[at] = categories.code(meal.category);
    index.area[at] = areas.code(meal.area);
    index.difficulty[at] = meal.difficulty === null ? -1 : difficulties.code(meal.difficulty);
    const minutes = meal.minutes === null ? -1 : Number(meal.minutes);
    index.minutes[at] = minutes;
    index.minutesBucket[at] = minutes < 0 ? -1 : minutes <= 15 ? 15 : minutes <= 30 ? 30 : minutes <= 60 ? 60 : 61;
    const diets = meal.diets.split(",");
    index.diets[at] = DIETS.reduce((bits, diet, bit) => (diets.includes(diet) ? bits | (1 << bit) : bits), 0);
  });
  const groups = coder();
  for (let meal = 0; meal < size; meal += 1) {
    index.facetGroup[meal] = groups.code(
      `${index.category[meal]} ${index.area[meal]} ${index.difficulty[meal]} ${index.diets[meal]} ${index.minutesBucket[meal]}`,
    );
  }
  const groupCount = groups.values.length;
  index.groups = {
    size: groupCount,
    category: new Int32Array(groupCount),
    area: new Int32Array(groupCount),
    difficulty: new Int32Array(groupCount),
    diets: new Uint8Array(groupCount),
    minutesBucket: new Int32Array(groupCount),
  };
  index.scratch.groupFailed = new Int32Array(groupCount);
  index.scratch.groupFound = new Int32Array(groupCount);
  index.scratch.groupHit = new Int32Array(groupCount);
  for (let meal = 0; meal < size; meal += 1) {
    const group = index.facetGroup[meal]!;
    index.groups.category[group] = index.category[meal]!;
    index.groups.area[group] = index.area[meal]!;
    index.groups.difficulty[group] = index.difficulty[meal]!;
    index.groups.diets[group] = index.diets[meal]!;
    index.groups.minutesBucket[group] = index.minutesBucket[meal]!;
  }
  const order = [...index.ids.keys()];
  // Code unit order is code point order unless a name holds characters beyond the BMP.
  const exotic = meals.some((meal) => hasSurrogates(meal.searchName) || hasSurrogates(meal.id));
  const compare = exotic ? byCodePoint : (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  order.sort((a, b) => compare(index.searchName[a]!, index.searchName[b]!) || compare(index.ids[a]!, index.ids[b]!));
  order.forEach((meal, rank) => {
    index.nameRank[meal] = rank;
    index.atRank[rank] = meal;
  });

  const [terms, words, pantry] = await Promise.all([
    client.$queryRaw<ListRow[]>(aggregate(store, "MealSearchTerm", "term", "fields")),
    client.searchWord.findMany({ select: { term: true, word: true } }),
    client.$queryRaw<ListRow[]>(aggregate(store, "MealPantryKey", "key", "of")),
  ]);
  words.sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  index.terms = words.map((row) => row.term);
  index.words = words.map((row) => row.word);
  for (const { key, list } of terms) {
    const records = list.split(RECORD);
    const postingMeals = new Int32Array(records.length);
    const fields = new Uint8Array(records.length);
    let kept = 0;
    for (const record of records) {
      const cut = record.lastIndexOf(UNIT);
      const meal = index.byId.get(record.slice(0, cut));
      if (meal === undefined) continue; // written after the meals were read: the revision check rebuilds
      postingMeals[kept] = meal;
      fields[kept] = Number(record.slice(cut + 1));
      kept += 1;
    }
    index.postings.set(key, { meals: postingMeals.slice(0, kept), fields: fields.slice(0, kept) });
  }
  for (const { key, list } of pantry) {
    const found: number[] = [];
    for (const record of list.split(RECORD)) {
      const cut = record.lastIndexOf(UNIT);
      const meal = index.byId.get(record.slice(0, cut));
      if (meal === undefined) continue;
      found.push(meal);
      index.pantryOf[meal] = Math.max(index.pantryOf[meal]!, Number(record.slice(cut + 1)));
    }
    index.pantry.set(key, Int32Array.from(found));
  }
  index.mostPantryKeys = index.pantryOf.reduce((most, keys) => Math.max(most, keys), 0);
  return index;
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
