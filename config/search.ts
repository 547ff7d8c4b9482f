/**
 * The search's fixed choices, as plain constants: the query schema (lib/validations), the search
 * domain and the Recipe Finder's filters share them.
 */

/** Diets a meal can be filtered by, as lib/diets derives them. */
export const SEARCH_DIETS = ["vegetarian", "vegan", "gluten-free", "dairy-free", "nut-free"] as const;
export type Diet = (typeof SEARCH_DIETS)[number];

export const SEARCH_SORTS = ["relevance", "rating", "quickest"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The time filter's choices: total minutes at most. */
export const MAX_MINUTES_CHOICES = [15, 30, 60] as const;

/** Meals a page: four rows of six cards, six of four, twelve of two. */
export const SEARCH_PAGE_SIZE = 24;

/** Pages beyond this are not served: nobody reads 2,400 results, and deep offsets cost. */
export const SEARCH_MAX_PAGE = 100;

/** Ingredients a search may require or rule out at once. */
export const MAX_INGREDIENT_FILTERS = 12;

/**
 * Different words of a query that are searched for (the first ones; more are left out): each
 * costs a lookup, and a misspelt one a scan of its neighbours, so a query of many short words
 * could ask for hundreds of scans. No cook names a dish in more.
 */
export const MAX_QUERY_WORDS = 8;
