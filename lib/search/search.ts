import { MEAT_CATEGORIES } from "@/config/meals";
import { Prisma, type PrismaClient } from "@/lib/platform/database";
import { FIELD } from "./index-terms";
import { resolveWords, type ResolvedWord } from "./resolve-words";
import { DIETS, MAX_MINUTES_CHOICES, SEARCH_PAGE_SIZE, type SearchAnswer, type SearchFacets, type SearchQuery } from "./types";
import { prefixEnd, stem, wordsOf } from "./words";

type Sql = Prisma.Sql;
const { sql, join, raw } = Prisma;

/** Where the search runs: a client and its database, whose SQL differs in one place (collation). */
export type SearchStore = { client: PrismaClient; provider: "sqlite" | "postgresql" };

export function storeOf(client: PrismaClient): SearchStore {
  const provider = (client as unknown as { _activeProvider?: string })._activeProvider === "postgresql" ? "postgresql" : "sqlite";
  return { client, provider };
}

// A term's weight: found in the name 3, in category/area/tags/diets 2, in ingredients 1, only in tips 0.
const WEIGHT = sql`(CASE WHEN (t."fields" & ${raw(String(FIELD.name))}) <> 0 THEN 3 WHEN (t."fields" & ${raw(String(FIELD.label))}) <> 0 THEN 2 WHEN (t."fields" & ${raw(String(FIELD.ingredient))}) <> 0 THEN 1 ELSE 0 END)`;

/** How a matched term counts: 3 for the stem as typed, 2 for a word it starts, 1 for a near spelling. */
function qualityOf(word: ResolvedWord): Sql {
  const typos = word.typos.map((typo) => typo.term);
  return typos.length
    ? sql`CASE WHEN t."term" = ${word.exact} THEN 3 WHEN t."term" IN (${join(typos)}) THEN 1 ELSE 2 END`
    : sql`CASE WHEN t."term" = ${word.exact} THEN 3 ELSE 2 END`;
}

/** One word's matching meals with its best score there: weight × 10 plus the term's quality. */
function wordHits(word: ResolvedWord): Sql {
  return sql`SELECT t."mealId" AS id, MAX(${WEIGHT} * 10 + ${qualityOf(word)}) AS score FROM "MealSearchTerm" t WHERE t."term" IN (${join(word.terms)}) GROUP BY t."mealId"`;
}

/**
 * The meals every word matches, with their summed score; null (every meal) without words. The
 * word with the fewest index rows (`driver`) lists the candidates; each other word is looked up
 * for those meals only, by its (term, meal) key, so "smoky lentil soup" costs what "smoky" costs.
 */
function hitsOf(words: readonly ResolvedWord[], driver: number): Sql | null {
  const first = words[driver];
  if (!first) return null;
  const others = words.filter((_, index) => index !== driver);
  if (others.length === 0) return wordHits(first);
  const scores = others.map(
    (word, index) =>
      sql`(SELECT MAX(${WEIGHT} * 10 + ${qualityOf(word)}) FROM "MealSearchTerm" t WHERE t."mealId" = d.id AND t."term" IN (${join(word.terms)})) AS ${raw(`s${index}`)}`,
  );
  const names = others.map((_, index) => raw(`x.s${index}`));
  return sql`SELECT x.id AS id, x.score + ${join(names, " + ")} AS score FROM (SELECT d.id AS id, d.score AS score, ${join(scores)} FROM (${wordHits(first)}) d) x
    WHERE ${join(names.map((name) => sql`${name} IS NOT NULL`), " AND ")}`;
}

// Counting a word's index rows stops here: enough to tell a rare word from a common one.
const DRIVER_COUNT_LIMIT = 5_000;

/** The word with the fewest index rows (the first of equals), which lists the candidates. */
async function rarestWord(store: SearchStore, words: readonly ResolvedWord[]): Promise<number> {
  if (words.length < 2) return 0;
  const counts = await Promise.all(
    words.map((word) =>
      store.client.$queryRaw<{ n: number | bigint }[]>`SELECT COUNT(*) AS n FROM (SELECT 1 FROM "MealSearchTerm" t WHERE t."term" IN (${join(word.terms)}) LIMIT ${DRIVER_COUNT_LIMIT}) c`.then(
        (rows) => Number(rows[0]?.n ?? 0),
      ),
    ),
  );
  return counts.indexOf(Math.min(...counts));
}

/** Meals having every word of an ingredient's name among their ingredients. */
function hasIngredient(name: string): Sql | null {
  const stems = wordsOf(name).map(stem);
  if (stems.length === 0) return null;
  const each = stems.map(
    (term) =>
      sql`EXISTS (SELECT 1 FROM "MealSearchTerm" i WHERE i."mealId" = m."id" AND i."term" = ${term} AND (i."fields" & ${raw(String(FIELD.ingredient))}) <> 0)`,
  );
  return sql`(${join(each, " AND ")})`;
}

const notMeat = sql`m."category" NOT IN (${join([...MEAT_CATEGORIES])})`;

/**
 * The conditions every listed meal meets: the meat rule, the letter, rating and ingredients, and
 * (unless `forFacets`, which applies those in memory) the facet columns' filters.
 */
function conditions(query: SearchQuery, forFacets: boolean): Sql {
  // The facet groups are counted with meat dishes in (the rule is a facet test, per cook).
  const where: Sql[] = forFacets || query.showMeatDishes ? [] : [notMeat];
  if (query.letter) {
    // The range lets both databases walk the name index; the LIKE keeps the answer exact.
    const letter = query.letter.toLowerCase();
    where.push(sql`m."searchName" >= ${letter} AND m."searchName" < ${prefixEnd(letter)} AND m."searchName" LIKE ${`${letter}%`}`);
  }
  if (!forFacets) {
    if (query.category) where.push(sql`m."category" = ${query.category}`);
    if (query.area) where.push(sql`m."area" = ${query.area}`);
    if (query.difficulty) where.push(sql`m."difficulty" = ${query.difficulty}`);
    if (query.maxMinutes !== undefined) where.push(sql`m."totalMinutes" <= ${query.maxMinutes}`);
    // The column is a comma list of whole names, none a part of another, so a LIKE is exact.
    for (const diet of query.diet ?? []) where.push(sql`m."diets" LIKE ${`%${diet}%`}`);
  }
  if (query.minRating !== undefined) where.push(sql`r."count" > 0 AND r."total" >= ${query.minRating} * r."count"`);
  for (const name of query.include ?? []) {
    const has = hasIngredient(name);
    if (has) where.push(has);
  }
  for (const name of query.exclude ?? []) {
    const has = hasIngredient(name);
    if (has) where.push(sql`NOT ${has}`);
  }
  return where.length > 0 ? join(where, " AND ") : sql`1 = 1`;
}

// Average stars × 100, in integers so both databases round alike; unrated meals count as 0.
const RATING = sql`COALESCE((r."total" * 100) / NULLIF(r."count", 0), 0)`;

// Byte order on both databases (PostgreSQL's default collation may follow a locale).
const byName = (store: SearchStore) =>
  store.provider === "postgresql" ? sql`m."searchName" COLLATE "C", m."id" COLLATE "C"` : sql`m."searchName", m."id"`;

function order(query: SearchQuery, store: SearchStore): Sql {
  const name = byName(store);
  switch (query.sort) {
    case "rating":
      return sql`${RATING} DESC, h.score DESC, ${name}`;
    case "quickest":
      return sql`CASE WHEN m."totalMinutes" IS NULL THEN 1 ELSE 0 END, m."totalMinutes", h.score DESC, ${name}`;
    default:
      return sql`h.score DESC, ${RATING} DESC, ${name}`;
  }
}

// Without words every meal is a hit (score 0): read the meals themselves, not a subquery of all of them.
// Each hit's meal is looked up in the covering index of the searched columns, never in the wide
// meal rows. SQLite, without statistics, would pick the primary key; PostgreSQL, which cannot
// guess how few meals several words leave, would read the whole table for a hash join (the
// lateral subquery, fenced by OFFSET 0, keeps it to one index lookup per hit).
const MEAL_COLUMNS = sql`"id", "searchName", "category", "area", "difficulty", "totalMinutes", "diets"`;
const JOIN_MEAL = (store: SearchStore) =>
  store.provider === "sqlite"
    ? sql`JOIN "Meal" m INDEXED BY "Meal_search_by_id_idx" ON m."id" = h.id`
    : sql`CROSS JOIN LATERAL (SELECT ${MEAL_COLUMNS} FROM "Meal" WHERE "id" = h.id OFFSET 0) m`;

const FROM_HITS = (store: SearchStore, hits: Sql | null) =>
  hits
    ? sql`FROM (${hits}) h ${JOIN_MEAL(store)} LEFT JOIN "MealRatingSummary" r ON r."mealId" = m."id"`
    : sql`FROM (SELECT 0 AS score) h CROSS JOIN "Meal" m LEFT JOIN "MealRatingSummary" r ON r."mealId" = m."id"`;

type FacetRow = { category: string; area: string; difficulty: string | null; diets: string; minutes: number | bigint | null; n: number | bigint };
type Group = { category: string; area: string; difficulty: string | null; diets: string[]; minutes: number | null; n: number };

/**
 * The meals found, counted per combination of the facet columns: the facet counts for any choice
 * of filters come from these few groups, so they are what a cache keeps for the words.
 */
export type FacetGroups = readonly Group[];

/** Where the app keeps facet groups between requests (keyed by what was found, cleared when the meals change). */
export type FacetCache = { get(key: string): FacetGroups | undefined; set(key: string, groups: FacetGroups): void };

/** The filters that are facets, and the meat-free rule: the pantry's matches share them with the search. */
export type FacetFilters = Pick<SearchQuery, "category" | "area" | "diet" | "maxMinutes" | "difficulty" | "showMeatDishes">;

/** The facet filters a group of meals passes, each checked alone so a facet can skip its own. */
const FACET_TESTS = {
  category: (group: Group, query: FacetFilters) => !query.category || group.category === query.category,
  area: (group: Group, query: FacetFilters) => !query.area || group.area === query.area,
  difficulty: (group: Group, query: FacetFilters) => !query.difficulty || group.difficulty === query.difficulty,
  diet: (group: Group, query: FacetFilters) => (query.diet ?? []).every((diet) => group.diets.includes(diet)),
  maxMinutes: (group: Group, query: FacetFilters) =>
    query.maxMinutes === undefined || (group.minutes !== null && group.minutes <= query.maxMinutes),
  // Never skipped: a meal the rule hides counts for no filter value.
  meat: (group: Group, query: FacetFilters) => query.showMeatDishes === true || !MEAT_CATEGORIES.includes(group.category),
};
type FacetName = keyof typeof FACET_TESTS;

/** One query grouping the found meals (`hits`, or every meal) by every facet column. */
async function groupsOf(store: SearchStore, hits: Sql | null, query: SearchQuery): Promise<FacetGroups> {
  const rows = await store.client.$queryRaw<FacetRow[]>`SELECT m."category" AS category, m."area" AS area, m."difficulty" AS difficulty, m."diets" AS diets,
    CASE WHEN m."totalMinutes" IS NULL THEN NULL WHEN m."totalMinutes" <= 15 THEN 15 WHEN m."totalMinutes" <= 30 THEN 30 WHEN m."totalMinutes" <= 60 THEN 60 ELSE 61 END AS minutes,
    COUNT(*) AS n ${FROM_HITS(store, hits)} WHERE ${conditions(query, true)}
    GROUP BY m."category", m."area", m."difficulty", m."diets", minutes`;
  return rows.map((row) => ({
    ...row,
    diets: row.diets.split(","),
    minutes: row.minutes === null ? null : Number(row.minutes),
    n: Number(row.n),
  }));
}

/**
 * How many of the meals grouped pass every filter but the meat-free rule: the dishes it hid.
 */
export function hiddenByMeatFreeRuleIn(groups: FacetGroups, query: FacetFilters): number {
  if (query.showMeatDishes) return 0;
  const filters = (Object.keys(FACET_TESTS) as FacetName[]).filter((name) => name !== "meat");
  return groups
    .filter((group) => !FACET_TESTS.meat(group, query) && filters.every((name) => FACET_TESTS[name](group, query)))
    .reduce((sum, group) => sum + group.n, 0);
}

/** Groups for any set of meals (`meals` selects their ids as `id`), e.g. the pantry's matches. */
export function facetGroupsOf(store: SearchStore, meals: Sql): Promise<FacetGroups> {
  return groupsOf(store, meals, {});
}

/**
 * Counts for each filter value: the meals found that every other filter leaves, so a cook sees
 * what choosing another value of the same filter would give.
 */
export function facetsFrom(groups: FacetGroups, query: FacetFilters): SearchFacets {
  const others = (facet: FacetName) =>
    groups.filter((group) => (Object.keys(FACET_TESTS) as FacetName[]).every((name) => name === facet || FACET_TESTS[name](group, query)));
  const countBy = (facet: FacetName, key: (group: Group) => string | null) => {
    const counts = new Map<string, number>();
    for (const group of others(facet)) {
      const value = key(group);
      if (value !== null) counts.set(value, (counts.get(value) ?? 0) + group.n);
    }
    // In key order, so every instance (and the catalog index) answers the same JSON.
    return Object.fromEntries([...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  };
  const forDiets = others("diet");
  const forMinutes = others("maxMinutes");
  return {
    category: countBy("category", (group) => group.category),
    area: countBy("area", (group) => group.area),
    difficulty: countBy("difficulty", (group) => group.difficulty),
    diet: Object.fromEntries(
      DIETS.map((diet) => [diet, forDiets.filter((group) => group.diets.includes(diet)).reduce((sum, group) => sum + group.n, 0)]),
    ) as SearchFacets["diet"],
    maxMinutes: Object.fromEntries(
      MAX_MINUTES_CHOICES.map((choice) => [
        String(choice),
        forMinutes.filter((group) => group.minutes !== null && group.minutes <= choice).reduce((sum, group) => sum + group.n, 0),
      ]),
    ) as SearchFacets["maxMinutes"],
  };
}

type IdRow = { id: string; total?: number | bigint };

/**
 * A page of meals without words, best rated first, then by name (the A–Z panel, filters alone):
 * the rated meals (few) sorted, then the unrated ones read in name order from the name index and
 * stopped after the page, so the letter "s" does not sort thousands of meals for 24.
 */
async function pageWithoutWords(store: SearchStore, query: SearchQuery, page: number): Promise<{ ids: string[]; total: number }> {
  const where = conditions(query, false);
  const wanted = page * SEARCH_PAGE_SIZE;
  const rated = sql`r."count" > 0 AND (r."total" * 100) / r."count" > 0`;
  // CROSS JOIN: SQLite then reads the ratings first (PostgreSQL plans it as any join).
  const [ratedRows, counted] = await Promise.all([
    store.client.$queryRaw<IdRow[]>`SELECT m."id" AS id, COUNT(*) OVER () AS total FROM "MealRatingSummary" r CROSS JOIN "Meal" m
      WHERE m."id" = r."mealId" AND ${rated} AND ${where} ORDER BY ${RATING} DESC, ${byName(store)} LIMIT ${wanted}`,
    store.client.$queryRaw<{ n: number | bigint }[]>`SELECT COUNT(*) AS n FROM "Meal" m WHERE ${where}`,
  ]);
  const ratedTotal = Number(ratedRows[0]?.total ?? 0);
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  const fromRated = ratedRows.slice(offset).map((row) => row.id);
  const unrated = SEARCH_PAGE_SIZE - fromRated.length;
  const unratedRows = unrated > 0
    ? await store.client.$queryRaw<IdRow[]>`SELECT m."id" AS id FROM "Meal" m WHERE ${where}
        AND NOT EXISTS (SELECT 1 FROM "MealRatingSummary" r WHERE r."mealId" = m."id" AND ${rated})
        ORDER BY ${byName(store)} LIMIT ${unrated} OFFSET ${Math.max(0, offset - ratedTotal)}`
    : [];
  return { ids: [...fromRated, ...unratedRows.map((row) => row.id)], total: Number(counted[0]?.n ?? 0) };
}

/** A page of the meals the words find, ranked, with their total. */
async function pageWithWords(store: SearchStore, hits: Sql | null, query: SearchQuery, page: number): Promise<{ ids: string[]; total: number }> {
  const rows = await store.client.$queryRaw<IdRow[]>`SELECT m."id" AS id, COUNT(*) OVER () AS total ${FROM_HITS(store, hits)}
      WHERE ${conditions(query, false)} ORDER BY ${order(query, store)} LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${(page - 1) * SEARCH_PAGE_SIZE}`;
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && page > 1) {
    const [count] = await store.client.$queryRaw<{ n: number | bigint }[]>`SELECT COUNT(*) AS n ${FROM_HITS(store, hits)} WHERE ${conditions(query, false)}`;
    total = Number(count?.n ?? 0);
  }
  return { ids: rows.map((row) => row.id), total };
}

/**
 * The search: meals every word matches (any order, case and accents ignored, prefixes while
 * typing, one typo forgiven in longer words, plurals), within the filters, ranked by where the
 * words were found, then rating, then name, 24 a page, with the facet counts for the words.
 * Chicken, Pork and Beef meals never appear, as in every name and letter result of the seed, unless
 * the cook chose to see them (`showMeatDishes`); the answer counts those the rule left out.
 */
export async function searchMeals(store: SearchStore, query: SearchQuery, facetCache?: FacetCache): Promise<SearchAnswer> {
  const words = await resolveWords(store.client, query.q ?? "");
  const page = query.page ?? 1;
  const hits = hitsOf(words, await rarestWord(store, words));
  // The groups depend on the words and the filters that are not facets, never on the facet
  // filters (applied to the groups on each request), the page or the sort.
  const facetKey = JSON.stringify([words.map((word) => word.terms), query.letter, query.minRating, query.include, query.exclude]);
  const cachedGroups = facetCache?.get(facetKey);
  // Without words the order is rating, then name (every score is 0), whichever sort was asked.
  const byRatingThenName = !hits && query.sort !== "quickest" && query.minRating === undefined;
  const [found, groups] = await Promise.all([
    byRatingThenName ? pageWithoutWords(store, query, page) : pageWithWords(store, hits, query, page),
    cachedGroups ??
      groupsOf(store, hits, query).then((counted) => {
        facetCache?.set(facetKey, counted);
        return counted;
      }),
  ]);
  const facets = facetsFrom(groups, query);
  const hiddenByMeatFreeRule = hiddenByMeatFreeRuleIn(groups, query);
  const corrected = words.some((word) => word.typos.length > 0)
    ? words.map((word) => (word.typos[0]?.word ?? word.typed)).join(" ")
    : null;
  return { ...found, page, pageSize: SEARCH_PAGE_SIZE, facets, didYouMean: corrected, hiddenByMeatFreeRule };
}
