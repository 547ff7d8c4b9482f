/**
 * The search domain: one search over meals' names, categories, areas, tags, diets, ingredients
 * and tips, used by the Recipe Finder, the API and the pantry. Its index (MealSearchTerm) is
 * written by the meal domain in the same transaction as every meal write (`indexMeals`), the
 * same rows on SQLite and PostgreSQL, so both answer every query alike.
 */
import { db } from "@/lib/database";
import { searchMeals, storeOf } from "./search";
import type { SearchAnswer, SearchQuery } from "./types";

export { indexMeals, indexUnindexedMeals, insertTerms, termsOf, type IndexedMeal, type MealTerm } from "./index-terms";
export { searchMeals, storeOf, type SearchStore } from "./search";
export {
  DIETS,
  MAX_MINUTES_CHOICES,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  type Diet,
  type SearchAnswer,
  type SearchFacets,
  type SearchQuery,
  type SearchSort,
} from "./types";
export { stem, withinOneEdit, wordsOf } from "./words";

/** The app's search, on its own database. */
export function search(query: SearchQuery): Promise<SearchAnswer> {
  return searchMeals(storeOf(db), query);
}
