import { MEAT_CATEGORIES } from "@/config/meals";
import { Prisma, type PrismaClient } from "@/lib/database";
import { FIELD } from "./index-terms";
import { resolveWords, type ResolvedWord } from "./resolve-words";
import { DIETS, MAX_MINUTES_CHOICES, SEARCH_PAGE_SIZE, type SearchAnswer, type SearchFacets, type SearchQuery } from "./types";
import { stem, wordsOf } from "./words";

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

/**
 * One word's matching meals with its best score there: weight × 10, plus 3 for the stem as typed,
 * 2 for a word it starts, 1 for a near spelling.
 */
function wordHits(word: ResolvedWord): Sql {
  const typos = word.typos.map((typo) => typo.term);
  const quality = typos.length
    ? sql`CASE WHEN t."term" = ${word.exact} THEN 3 WHEN t."term" IN (${join(typos)}) THEN 1 ELSE 2 END`
    : sql`CASE WHEN t."term" = ${word.exact} THEN 3 ELSE 2 END`;
  return sql`SELECT t."mealId" AS id, MAX(${WEIGHT} * 10 + ${quality}) AS score FROM "MealSearchTerm" t WHERE t."term" IN (${join(word.terms)}) GROUP BY t."mealId"`;
}

/** The meals every word matches, with their summed score; every meal (score 0) without words. */
function hitsOf(words: readonly ResolvedWord[]): Sql {
  if (words.length === 0) return sql`SELECT m0."id" AS id, 0 AS score FROM "Meal" m0`;
  const parts = words.map((word, index) => sql`${raw(`w${index}`)} AS (${wordHits(word)})`);
  const joins = words.slice(1).map((_, index) => sql` JOIN ${raw(`w${index + 1}`)} ON ${raw(`w${index + 1}`)}.id = w0.id`);
  const total = words.map((_, index) => raw(`w${index}.score`));
  return sql`WITH ${join(parts)} SELECT w0.id AS id, ${join(total, " + ")} AS score FROM w0${joins.length ? join(joins, "") : Prisma.empty}`;
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

/** The conditions every listed meal meets: the meat rule, the letter, and (unless `facetsOnly`) the filters. */
function conditions(query: SearchQuery, facetsOnly: boolean): Sql {
  const where: Sql[] = [notMeat];
  if (query.letter) where.push(sql`m."searchName" LIKE ${`${query.letter.toLowerCase()}%`}`);
  if (!facetsOnly) {
    if (query.category) where.push(sql`m."category" = ${query.category}`);
    if (query.area) where.push(sql`m."area" = ${query.area}`);
    if (query.difficulty) where.push(sql`m."difficulty" = ${query.difficulty}`);
    if (query.maxMinutes !== undefined) where.push(sql`m."totalMinutes" <= ${query.maxMinutes}`);
    // The column is a comma list of whole names, none a part of another, so a LIKE is exact.
    for (const diet of query.diets ?? []) where.push(sql`m."diets" LIKE ${`%${diet}%`}`);
    if (query.minRating !== undefined) where.push(sql`r."count" > 0 AND r."total" >= ${query.minRating} * r."count"`);
    for (const name of query.include ?? []) {
      const has = hasIngredient(name);
      if (has) where.push(has);
    }
    for (const name of query.exclude ?? []) {
      const has = hasIngredient(name);
      if (has) where.push(sql`NOT ${has}`);
    }
  }
  return join(where, " AND ");
}

// Average stars × 100, in integers so both databases round alike; unrated meals count as 0.
const RATING = sql`COALESCE((r."total" * 100) / NULLIF(r."count", 0), 0)`;

function order(query: SearchQuery, store: SearchStore): Sql {
  // Byte order on both databases (PostgreSQL's default collation may follow a locale).
  const name = store.provider === "postgresql" ? sql`m."searchName" COLLATE "C", m."id" COLLATE "C"` : sql`m."searchName", m."id"`;
  switch (query.sort) {
    case "rating":
      return sql`${RATING} DESC, h.score DESC, ${name}`;
    case "quickest":
      return sql`CASE WHEN m."totalMinutes" IS NULL THEN 1 ELSE 0 END, m."totalMinutes", h.score DESC, ${name}`;
    default:
      return sql`h.score DESC, ${RATING} DESC, ${name}`;
  }
}

const FROM_HITS = (hits: Sql) =>
  sql`FROM (${hits}) h JOIN "Meal" m ON m."id" = h.id LEFT JOIN "MealRatingSummary" r ON r."mealId" = m."id"`;

type FacetRow = { category: string; area: string; difficulty: string | null; diets: string; minutes: number | bigint | null; n: number | bigint };

async function facetsOf(store: SearchStore, hits: Sql, query: SearchQuery): Promise<SearchFacets> {
  const rows = await store.client.$queryRaw<FacetRow[]>`SELECT m."category" AS category, m."area" AS area, m."difficulty" AS difficulty, m."diets" AS diets,
    CASE WHEN m."totalMinutes" IS NULL THEN NULL WHEN m."totalMinutes" <= 15 THEN 15 WHEN m."totalMinutes" <= 30 THEN 30 WHEN m."totalMinutes" <= 60 THEN 60 ELSE 61 END AS minutes,
    COUNT(*) AS n ${FROM_HITS(hits)} WHERE ${conditions(query, true)}
    GROUP BY m."category", m."area", m."difficulty", m."diets", minutes`;
  const facets: SearchFacets = {
    category: {},
    area: {},
    diet: Object.fromEntries(DIETS.map((diet) => [diet, 0])) as SearchFacets["diet"],
    difficulty: {},
    maxMinutes: Object.fromEntries(MAX_MINUTES_CHOICES.map((minutes) => [String(minutes), 0])) as SearchFacets["maxMinutes"],
  };
  const add = (counts: Record<string, number>, key: string, n: number) => (counts[key] = (counts[key] ?? 0) + n);
  for (const row of rows) {
    const n = Number(row.n);
    add(facets.category, row.category, n);
    add(facets.area, row.area, n);
    if (row.difficulty) add(facets.difficulty, row.difficulty, n);
    const diets = row.diets.split(",");
    for (const diet of DIETS) if (diets.includes(diet)) facets.diet[diet] += n;
    const minutes = row.minutes === null ? null : Number(row.minutes);
    for (const choice of MAX_MINUTES_CHOICES) if (minutes !== null && minutes <= choice) facets.maxMinutes[`${choice}`] += n;
  }
  return facets;
}

/**
 * The search: meals every word matches (any order, case and accents ignored, prefixes while
 * typing, one typo forgiven in longer words, plurals), within the filters, ranked by where the
 * words were found, then rating, then name, 24 a page, with the facet counts for the words.
 * Chicken, Pork and Beef meals never appear, as in every name and letter result of the seed.
 */
export async function searchMeals(store: SearchStore, query: SearchQuery): Promise<SearchAnswer> {
  const words = await resolveWords(store.client, query.q ?? "");
  const page = query.page ?? 1;
  const hits = hitsOf(words);
  const [rows, facets] = await Promise.all([
    store.client.$queryRaw<{ id: string; total: number | bigint }[]>`SELECT m."id" AS id, COUNT(*) OVER () AS total ${FROM_HITS(hits)}
      WHERE ${conditions(query, false)} ORDER BY ${order(query, store)} LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${(page - 1) * SEARCH_PAGE_SIZE}`,
    facetsOf(store, hits, query),
  ]);
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && page > 1) {
    const [count] = await store.client.$queryRaw<{ n: number | bigint }[]>`SELECT COUNT(*) AS n ${FROM_HITS(hits)} WHERE ${conditions(query, false)}`;
    total = Number(count?.n ?? 0);
  }
  const corrected = words.some((word) => word.typos.length > 0)
    ? words.map((word) => (word.typos[0]?.word ?? word.typed)).join(" ")
    : null;
  return { ids: rows.map((row) => row.id), total, page, pageSize: SEARCH_PAGE_SIZE, facets, didYouMean: corrected };
}

