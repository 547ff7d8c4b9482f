/**
 * The search domain: one search over meals' names, categories, areas, tags, diets, ingredients
 * and tips, used by the Recipe Finder, the API and the pantry. Its index (MealSearchTerm) is
 * written by the meal domain in the same transaction as every meal write (`indexMeals`), the
 * same rows on SQLite and PostgreSQL, so both answer every query alike.
 */
import { BoundedCache } from "@/lib/platform/cache";
import { db } from "@/lib/platform/database";
import { currentRevision } from "@/lib/platform/revisions";
import { currentCatalog } from "./catalog-holder";
import { searchInMemory } from "./memory-search";
import { searchMeals, storeOf, type FacetGroups } from "./search";
import { nearSpellingOf, suggestionsFor, type SearchSuggestion } from "./suggest";
import type { SearchAnswer, SearchQuery } from "./types";

export { currentCatalog } from "./catalog-holder";
export { nextMark, type CatalogIndex } from "./catalog-index";
export { memoryFacets } from "./memory-facets";
export { indexMeals, indexUnindexedMeals, termsOf } from "./index-terms";
export { facetGroupsOf, facetsFrom, hiddenByMeatFreeRuleIn, storeOf, type FacetCache, type FacetGroups } from "./search";
export {
  DIETS,
  MAX_MINUTES_CHOICES,
  SEARCH_SORTS,
  type Diet,
  type SearchAnswer,
  type SearchFacets,
  type SearchQuery,
} from "./types";
export { stem, wordsOf } from "./words";
export { searchReadLimits } from "./limits";
export type { SearchSuggestion } from "./suggest";

// Facet groups for the words, kept between requests: paging, sorting and ticking a filter
// reuse them. Keyed by the meals' (and, with a minimum rating, the ratings') revision, so a write
// on any instance is counted within a second.
const facetGroups = new BoundedCache<FacetGroups>(500, 60_000);

/** Where an answer came from: this process's copy of the index, or the database while the copy is read. */
export type AnsweredFrom = "catalog index" | "database";

/** The app's search, on its own database: from this process's catalog index once it is read, else in SQL. */
export async function search(query: SearchQuery): Promise<SearchAnswer & { answeredFrom: AnsweredFrom }> {
  const catalog = await currentCatalog();
  if (catalog) return { ...searchInMemory(catalog.index, catalog.ratings, query), answeredFrom: "catalog index" };
  const revision = `${await currentRevision("meals")}/${query.minRating === undefined ? "" : await currentRevision("ratings")}/`;
  const answer = await searchMeals(storeOf(db), query, {
    get: (key) => facetGroups.get(revision + key),
    set: (key, groups) => facetGroups.set(revision + key, groups),
  });
  return { ...answer, answeredFrom: "database" };
}

/** What the Recipe Finder's box offers for the text typed so far (meals, ingredients, categories). */
export function searchSuggestions(text: string, showMeatDishes = false): Promise<SearchSuggestion[]> {
  return suggestionsFor(db, text, search, showMeatDishes);
}

/** "Did you mean …?" for words that found nothing with these filters: a near spelling that finds meals, else null. */
export function nearSpelling(query: SearchQuery): Promise<string | null> {
  return nearSpellingOf(db, query, search);
}
