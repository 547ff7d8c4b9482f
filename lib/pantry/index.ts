/**
 * The pantry ("What can I cook?", issue 17): a cook's list of what is in the kitchen (staples
 * assumed until removed), one name for each ingredient however it is written (quantities,
 * preparation, plurals, case, accents and UK/US names set aside: `names.ts`), meals ranked by how
 * few ingredients are missing through an index the meal writes keep in step (`MealPantryKey`),
 * and what a shopping list can leave off. Answers are meal ids: the caller reads the meals.
 */
import { BoundedCache } from "@/lib/platform/cache";
import { db } from "@/lib/platform/database";
import { currentRevision } from "@/lib/platform/revisions";
import { currentCatalog, type FacetCache, type FacetGroups } from "@/lib/search";
import { coverMap, keysOfIngredient } from "./names";
import { matchPantry, type PantryAnswer, type PantryFilters } from "./match";
import { matchPantryInMemory } from "./match-memory";
import { readPantry } from "./pantry";

export { indexPantryKeys, indexUnindexedPantryMeals, pantryRowsOf } from "./meal-keys";
export type { PantryAnswer, PantryFilters, PantryMatch } from "./match";
export { pantryFoodsIn, readPantry, savePantry, type PantryList } from "./pantry";

// Facet groups per pantry, kept between requests (paging and changing a filter reuse them);
// keyed by the meals' revision, so a write on any instance is counted within a second.
const facetGroups = new BoundedCache<FacetGroups>(500, 60_000);

async function facetCache(): Promise<FacetCache> {
  const revision = `${await currentRevision("meals")}/`;
  return { get: (key) => facetGroups.get(revision + key), set: (key, groups) => facetGroups.set(revision + key, groups) };
}

/** Meals the cook's saved pantry can make, on the app's database. */
export async function pantryMatches(userId: string, filters: PantryFilters = {}): Promise<PantryAnswer> {
  const { items } = await readPantry(userId);
  return matchesFor(items, filters);
}

/** Meals a given list can make (the AI chef's ingredients), on the app's database. */
export async function matchesFor(items: readonly string[], filters: PantryFilters = {}): Promise<PantryAnswer> {
  const catalog = await currentCatalog();
  if (catalog) return matchPantryInMemory(db, catalog.index, items, filters);
  return matchPantry(db, items, filters, await facetCache());
}

/**
 * What a shopping list can leave off for this cook: given an ingredient as a recipe wrote it,
 * the pantry item that covers it (as the cook wrote it), else null.
 */
export async function pantryCover(userId: string): Promise<(measure: string, name: string) => string | null> {
  const byKey = coverMap((await readPantry(userId)).items);
  return (measure, name) => {
    const keys = keysOfIngredient(measure, name);
    return keys.length > 0 && keys.every((key) => byKey.has(key)) ? byKey.get(keys[0]!)! : null;
  };
}

