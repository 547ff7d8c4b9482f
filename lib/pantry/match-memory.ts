import { PANTRY_PAGE_SIZE } from "@/config/pantry";
import type { PrismaClient } from "@/lib/database";
import { memoryFacets, nextMark, rankOfKey, smallestKeys, type CatalogIndex } from "@/lib/search";
import { BoundedCache } from "@/lib/cache";
import { NO_FACETS, STAPLE_KEYS, type PantryAnswer, type PantryFilters } from "./match";
import { coveredKeys, mealKeys } from "./names";

// What a pantry's items cover depends on the items alone (parsing them is a third of a match's work).
const pantryKeys = new BoundedCache<Set<string>>(1_000, 60 * 60_000);
function keysOfPantry(items: readonly string[]): ReadonlySet<string> {
  const key = JSON.stringify(items);
  let keys = pantryKeys.get(key);
  if (!keys) pantryKeys.set(key, (keys = coveredKeys(items)));
  return keys;
}

// Each meal's pantry keys with the ingredient each came from, by the index's revision: a page of
// matches mostly shows meals shown before, and reading their ingredients was most of its work.
const keysOfMeal = new BoundedCache<[string, string][]>(5_000, 10 * 60_000);

/** What each meal still needs (as missingOf), reading only the meals not kept from before. */
async function missingFor(client: PrismaClient, revision: number, ids: readonly string[], covered: ReadonlySet<string>): Promise<Map<string, string[]>> {
  const unread = ids.filter((id) => !keysOfMeal.get(`${revision}:${id}`));
  if (unread.length > 0) {
    const rows = await client.mealIngredient.findMany({
      where: { mealId: { in: unread } },
      select: { mealId: true, name: true, measure: true },
      orderBy: [{ mealId: "asc" }, { position: "asc" }],
    });
    const byMeal = new Map<string, { name: string; measure: string }[]>(unread.map((id) => [id, []]));
    for (const row of rows) byMeal.get(row.mealId)?.push(row);
    for (const [id, ingredients] of byMeal) keysOfMeal.set(`${revision}:${id}`, [...mealKeys(ingredients)]);
  }
  return new Map(ids.map((id) => [id, (keysOfMeal.get(`${revision}:${id}`) ?? []).filter(([key]) => !covered.has(key)).map(([, written]) => written)]));
}

/**
 * matchPantry answered from the catalog index: the same matches, order, paging and facets (a
 * test compares both on both databases). Only the page's missing ingredients are read from the
 * database, as the recipes write them.
 */
export async function matchPantryInMemory(
  client: PrismaClient,
  index: CatalogIndex,
  items: readonly string[],
  filters: PantryFilters = {},
): Promise<PantryAnswer> {
  const page = filters.page ?? 1;
  const covered = keysOfPantry(items);
  const chosen = new Set([...covered].filter((key) => !STAPLE_KEYS.has(key)));
  if (chosen.size === 0) return { matches: [], total: 0, page, pageSize: PANTRY_PAGE_SIZE, facets: NO_FACETS };
  // How many of each meal's keys the pantry covers, and whether one of them is not a staple.
  const { value: have, mark: counted, flag: usesChosen } = index.scratch;
  const pass = nextMark(index);
  const touched: number[] = [];
  for (const key of covered) {
    const meals = index.pantry.get(key);
    if (!meals) continue;
    const isChosen = chosen.has(key);
    for (let at = 0; at < meals.length; at += 1) {
      const meal = meals[at]!;
      if (counted[meal] !== pass) {
        counted[meal] = pass;
        have[meal] = 0;
        usesChosen[meal] = 0;
        touched.push(meal);
      }
      have[meal]! += 1;
      if (isChosen) usesChosen[meal] = 1;
    }
  }
  const facets = memoryFacets(index, filters);
  const kept: number[] = [];
  let maxHave = 0;
  for (const meal of touched) {
    if (usesChosen[meal] !== 1 || index.listed[meal] !== 1) continue;
    if (!facets.count(meal)) continue;
    kept.push(meal);
    maxHave = Math.max(maxHave, have[meal]!);
  }
  // Fewest missing first, then the most of the pantry used, then by name.
  const keys = new Float64Array(kept.length);
  kept.forEach((meal, at) => {
    keys[at] = ((index.pantryOf[meal]! - have[meal]!) * (maxHave + 1) + (maxHave - have[meal]!)) * index.size + index.nameRank[meal]!;
  });
  const offset = (page - 1) * PANTRY_PAGE_SIZE;
  const meals = [...smallestKeys(keys, kept.length, offset + PANTRY_PAGE_SIZE).subarray(offset)].map((key) => index.atRank[rankOfKey(key, index.size)]!);
  const ids = meals.map((meal) => index.ids[meal]!);
  // Read before the await below: the working space is the next query's after it.
  const counts = meals.map((meal) => have[meal]!);
  const missing = await missingFor(client, index.revision, ids, covered);
  return {
    matches: meals.map((meal, at) => ({ id: ids[at]!, have: counts[at]!, of: index.pantryOf[meal]!, missing: missing.get(ids[at]!) ?? [] })),
    total: kept.length,
    page,
    pageSize: PANTRY_PAGE_SIZE,
    facets: facets.facets(),
  };
}
