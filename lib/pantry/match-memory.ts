import { PANTRY_PAGE_SIZE } from "@/config/pantry";
import type { PrismaClient } from "@/lib/platform/database";
import { memoryFacets, nextMark, type CatalogIndex } from "@/lib/search";
import { BoundedCache } from "@/lib/platform/cache";
import { NO_FACETS, readMealKeys, STAPLE_KEYS, stillNeeded, type PantryAnswer, type PantryFilters } from "./match";
import { coveredKeys } from "./names";

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
  for (const [id, keys] of await readMealKeys(client, unread)) keysOfMeal.set(`${revision}:${id}`, keys);
  return new Map(ids.map((id) => [id, stillNeeded(keysOfMeal.get(`${revision}:${id}`) ?? [], covered)]));
}

/**
 * A pantry's matches in the order shown, with how many of each meal's keys the pantry covers,
 * and how many of them are in each facet group (the facet counts before any filter).
 */
type RankedMatches = { meals: Int32Array; have: Uint16Array; groups: Int32Array; inGroup: Int32Array };

// Each pantry's ranked matches, per copy of the index: paging, changing a filter and other cooks
// with the same kitchen reuse them; only the filters and facets are applied per request. At
// 100,000 meals a common pantry matches about 73,000 (440 KB): 50 lists are about 22 MB a process.
const RANKED_LISTS_KEPT = 50;
const rankedByIndex = new WeakMap<CatalogIndex, BoundedCache<RankedMatches>>();

// A meal's state in one ranking: how many of its keys the pantry covers, and a bit for "one of
// them is not a staple", in one number (one array touched per posting, not two).
const USES_CHOSEN = 1 << 16;
const HAVE = USES_CHOSEN - 1;

/**
 * The meals using at least one chosen (non-staple) item (meat dishes too: the facets apply the rule), fewest missing first,
 * then the most of the pantry used, then by name: a counting sort by (missing, have) filled in
 * name order, so meals stay in name order within each bucket.
 */
function rankedMatches(index: CatalogIndex, covered: ReadonlySet<string>, chosen: ReadonlySet<string>): RankedMatches {
  let cache = rankedByIndex.get(index);
  if (!cache) rankedByIndex.set(index, (cache = new BoundedCache<RankedMatches>(RANKED_LISTS_KEPT, 10 * 60_000)));
  const cacheKey = [...covered].sort().join("\n");
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const { value: state, mark: counted, survived: matched, flag: bucketOf, meals: touched, groupFound: inGroup } = index.scratch;
  const { pantryOf, atRank, facetGroup } = index;
  const pass = nextMark(index);
  let touchedCount = 0;
  for (const key of covered) {
    const meals = index.pantry.get(key);
    if (!meals) continue;
    const chosenBit = chosen.has(key) ? USES_CHOSEN : 0;
    for (let at = 0; at < meals.length; at += 1) {
      const meal = meals[at]!;
      if (counted[meal] !== pass) {
        counted[meal] = pass;
        state[meal] = 1 | chosenBit;
        touched[touchedCount++] = meal;
      } else {
        state[meal] = (state[meal]! + 1) | chosenBit;
      }
    }
  }
  // A meal has at most as many covered keys as the pantry covers, and at most mostPantryKeys
  // missing: buckets by missing × (covered + 1) + (covered − have).
  const most = covered.size;
  const starts = new Int32Array((index.mostPantryKeys + 1) * (most + 1) + 1);
  inGroup.fill(0);
  let groupsHit = 0;
  for (let at = 0; at < touchedCount; at += 1) {
    const meal = touched[at]!;
    if ((state[meal]! & USES_CHOSEN) === 0) continue;
    const have = state[meal]! & HAVE;
    const bucket = (pantryOf[meal]! - have) * (most + 1) + (most - have);
    matched[meal] = pass;
    bucketOf[meal] = bucket;
    starts[bucket + 1]! += 1;
    if (inGroup[facetGroup[meal]!]!++ === 0) groupsHit += 1;
  }
  for (let bucket = 1; bucket < starts.length; bucket += 1) starts[bucket]! += starts[bucket - 1]!;
  const size = starts[starts.length - 1]!;
  const ranked: RankedMatches = { meals: new Int32Array(size), have: new Uint16Array(size), groups: new Int32Array(groupsHit), inGroup: new Int32Array(groupsHit) };
  for (let rank = 0; rank < atRank.length; rank += 1) {
    const meal = atRank[rank]!;
    if (matched[meal] !== pass) continue;
    const at = starts[bucketOf[meal]!]!++;
    ranked.meals[at] = meal;
    ranked.have[at] = state[meal]! & HAVE;
  }
  for (let group = 0, at = 0; group < inGroup.length; group += 1) {
    if (inGroup[group] === 0) continue;
    ranked.groups[at] = group;
    ranked.inGroup[at] = inGroup[group]!;
    at += 1;
  }
  cache.set(cacheKey, ranked);
  return ranked;
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
  if (chosen.size === 0) return { matches: [], total: 0, page, pageSize: PANTRY_PAGE_SIZE, facets: NO_FACETS, hiddenByMeatFreeRule: 0 };
  const ranked = rankedMatches(index, covered, chosen);
  const facets = memoryFacets(index, filters);
  // Counted per facet group; the page read from the top of the ranking, as far as it reaches.
  const total = facets.countGroups(ranked.groups, ranked.inGroup);
  const from = (page - 1) * PANTRY_PAGE_SIZE;
  const shown: { meal: number; have: number }[] = [];
  for (let at = 0, passed = 0; at < ranked.meals.length && shown.length < PANTRY_PAGE_SIZE; at += 1) {
    const meal = ranked.meals[at]!;
    if (!facets.passes(meal)) continue;
    if (passed >= from) shown.push({ meal, have: ranked.have[at]! });
    passed += 1;
  }
  const ids = shown.map(({ meal }) => index.ids[meal]!);
  // Taken before the await: the tallies are the next query's working space after it.
  const counts = facets.facets();
  const hiddenByMeatFreeRule = facets.hiddenByMeatFreeRule();
  const missing = await missingFor(client, index.revision, ids, covered);
  return {
    matches: shown.map(({ meal, have }, at) => ({ id: ids[at]!, have, of: index.pantryOf[meal]!, missing: missing.get(ids[at]!) ?? [] })),
    total,
    page,
    pageSize: PANTRY_PAGE_SIZE,
    facets: counts,
    hiddenByMeatFreeRule,
  };
}
