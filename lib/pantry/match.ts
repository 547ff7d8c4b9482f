import { MEAT_CATEGORIES } from "@/config/meals";
import { PANTRY_PAGE_SIZE, PANTRY_STAPLES } from "@/config/pantry";
import { Prisma, type PrismaClient } from "@/lib/platform/database";
import { facetGroupsOf, facetsFrom, hiddenByMeatFreeRuleIn, storeOf, type Diet, type FacetCache, type SearchFacets } from "@/lib/search";
import { coveredKeys, keysOfLine, mealKeys } from "./names";

const { sql, join } = Prisma;

/** The filters a pantry match shares with the search (category, area, diets, time, difficulty). */
export type PantryFilters = {
  category?: string;
  area?: string;
  diet?: readonly Diet[];
  maxMinutes?: number;
  difficulty?: string;
  /** From 1. */
  page?: number;
  /** The cook chose to see Chicken, Beef and Pork dishes (set from their account, never from a query). */
  showMeatDishes?: boolean;
};

export type PantryMatch = {
  id: string;
  /** How many of the meal's ingredients the pantry covers, of how many in all. */
  have: number;
  of: number;
  /** The ingredients still to get, as the recipe names them, in its order. */
  missing: string[];
};

/** The matches, and how many of them each filter value would leave (the search's facets). */
export type PantryAnswer = {
  matches: PantryMatch[];
  total: number;
  page: number;
  pageSize: number;
  facets: SearchFacets;
  /** Meals the pantry could make within the filters that the meat-free rule left out. */
  hiddenByMeatFreeRule: number;
};

export const NO_FACETS: SearchFacets = facetsFrom([], {});

type Row = { id: string; have: number | bigint; of: number | bigint; total: number | bigint };

function filtersOf(filters: PantryFilters): Prisma.Sql {
  const where: Prisma.Sql[] = filters.showMeatDishes ? [sql`1 = 1`] : [sql`m."category" NOT IN (${join([...MEAT_CATEGORIES])})`];
  if (filters.category) where.push(sql`m."category" = ${filters.category}`);
  if (filters.area) where.push(sql`m."area" = ${filters.area}`);
  if (filters.difficulty) where.push(sql`m."difficulty" = ${filters.difficulty}`);
  if (filters.maxMinutes !== undefined) where.push(sql`m."totalMinutes" <= ${filters.maxMinutes}`);
  // The column is a comma list of whole names, none a part of another, so a LIKE is exact.
  for (const diet of filters.diet ?? []) where.push(sql`m."diets" LIKE ${`%${diet}%`}`);
  return join(where, " AND ");
}

export const STAPLE_KEYS = new Set(PANTRY_STAPLES.flatMap((staple) => keysOfLine(staple)));

/**
 * Meals a pantry can make, fewest ingredients missing first, then those using more of the
 * pantry, then by name; within the search's filters and the seed's meat rule (no Chicken, Pork or
 * Beef meals, as in every list of the Recipe Finder, unless the cook chose to see them). A meal is a match when it uses at least one
 * item that is not a staple: salt and water alone suggest nothing. One grouped read of the
 * pantry keys' postings (MealPantryKey), never a scan of every meal.
 */
export async function matchPantry(
  client: PrismaClient,
  items: readonly string[],
  filters: PantryFilters = {},
  facetCache?: FacetCache,
): Promise<PantryAnswer> {
  const page = filters.page ?? 1;
  const covered = coveredKeys(items);
  const chosen = [...covered].filter((key) => !STAPLE_KEYS.has(key));
  if (chosen.length === 0) return { matches: [], total: 0, page, pageSize: PANTRY_PAGE_SIZE, facets: NO_FACETS, hiddenByMeatFreeRule: 0 };
  // The facet groups depend on the pantry alone (the filters are applied to them on each
  // request), so paging and changing a filter reuse them.
  const facetKey = JSON.stringify([...covered].sort());
  const matched = sql`SELECT p."mealId" AS id FROM "MealPantryKey" p WHERE p."key" IN (${join([...covered])})
    GROUP BY p."mealId" HAVING SUM(CASE WHEN p."key" IN (${join(chosen)}) THEN 1 ELSE 0 END) > 0`;
  const cachedGroups = facetCache?.get(facetKey);
  const name = (client as unknown as { _activeProvider?: string })._activeProvider === "postgresql" ? sql`m."searchName" COLLATE "C", m."id" COLLATE "C"` : sql`m."searchName", m."id"`;
  const [rows, groups] = await Promise.all([
    client.$queryRaw<Row[]>`WITH h AS (
      SELECT p."mealId" AS id, COUNT(*) AS have, MAX(p."of") AS "of"
      FROM "MealPantryKey" p WHERE p."key" IN (${join([...covered])})
      GROUP BY p."mealId"
      HAVING SUM(CASE WHEN p."key" IN (${join(chosen)}) THEN 1 ELSE 0 END) > 0
    )
    SELECT m."id" AS id, h.have AS have, h."of" AS "of", COUNT(*) OVER () AS total
    FROM h JOIN "Meal" m ON m."id" = h.id
    WHERE ${filtersOf(filters)}
    ORDER BY h."of" - h.have, h.have DESC, ${name}
    LIMIT ${PANTRY_PAGE_SIZE} OFFSET ${(page - 1) * PANTRY_PAGE_SIZE}`,
    cachedGroups ??
      facetGroupsOf(storeOf(client), matched).then((counted) => {
        facetCache?.set(facetKey, counted);
        return counted;
      }),
  ]);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page > 1) {
    const [count] = await client.$queryRaw<{ n: number | bigint }[]>`SELECT COUNT(*) AS n FROM (
        SELECT p."mealId" AS id FROM "MealPantryKey" p WHERE p."key" IN (${join(chosen)}) GROUP BY p."mealId"
      ) h JOIN "Meal" m ON m."id" = h.id WHERE ${filtersOf(filters)}`;
    total = Number(count?.n ?? 0);
  }
  const missing = await missingOf(client, rows.map((row) => row.id), covered);
  return {
    matches: rows.map((row) => ({ id: row.id, have: Number(row.have), of: Number(row.of), missing: missing.get(row.id) ?? [] })),
    total,
    page,
    pageSize: PANTRY_PAGE_SIZE,
    facets: facetsFrom(groups, filters),
    hiddenByMeatFreeRule: hiddenByMeatFreeRuleIn(groups, filters),
  };
}

/** Each meal's pantry keys with the ingredient each came from, in the recipe's order. */
export async function readMealKeys(client: PrismaClient, ids: readonly string[]): Promise<Map<string, [string, string][]>> {
  if (ids.length === 0) return new Map();
  const rows = await client.mealIngredient.findMany({
    where: { mealId: { in: [...ids] } },
    select: { mealId: true, name: true, measure: true },
    orderBy: [{ mealId: "asc" }, { position: "asc" }],
  });
  const byMeal = new Map<string, { name: string; measure: string }[]>(ids.map((id) => [id, []]));
  for (const row of rows) byMeal.get(row.mealId)?.push(row);
  return new Map([...byMeal].map(([id, ingredients]) => [id, [...mealKeys(ingredients)]]));
}

/** The ingredients of a meal's keys that the pantry does not cover, as the recipe writes them. */
export function stillNeeded(keys: readonly [string, string][], covered: ReadonlySet<string>): string[] {
  return keys.filter(([key]) => !covered.has(key)).map(([, written]) => written);
}

/** What each meal still needs: its ingredients whose keys the pantry does not cover, as written. */
async function missingOf(client: PrismaClient, ids: readonly string[], covered: ReadonlySet<string>): Promise<Map<string, string[]>> {
  const keys = await readMealKeys(client, ids);
  return new Map([...keys].map(([id, mealKeys]) => [id, stillNeeded(mealKeys, covered)]));
}
