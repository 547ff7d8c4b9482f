/** What a cook can ask the search for; every part optional but the sort and the page. */
export type SearchQuery = {
  /** Words, in any order. */
  q?: string;
  /** Names starting with this letter (the A–Z panel). */
  letter?: string;
  category?: string;
  area?: string;
  /** Every one of these diets. */
  diets?: readonly Diet[];
  /** Total time at most this many minutes (meals without a stated time are left out). */
  maxMinutes?: number;
  difficulty?: string;
  /** Ingredients every meal must have. */
  include?: readonly string[];
  /** Ingredients no meal may have (allergies, dislikes). */
  exclude?: readonly string[];
  /** Average stars at least this (meals nobody rated are left out). */
  minRating?: number;
  sort?: SearchSort;
  /** From 1. */
  page?: number;
};

export const SEARCH_SORTS = ["relevance", "rating", "quickest"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const DIETS = ["vegetarian", "vegan", "gluten-free", "dairy-free", "nut-free"] as const;
export type Diet = (typeof DIETS)[number];

/** The time filter's choices, in minutes. */
export const MAX_MINUTES_CHOICES = [15, 30, 60] as const;

export const SEARCH_PAGE_SIZE = 24;

/** How many of the meals the words find have each filter value (before the filters apply). */
export type SearchFacets = {
  category: Record<string, number>;
  area: Record<string, number>;
  diet: Record<Diet, number>;
  difficulty: Record<string, number>;
  maxMinutes: Record<`${(typeof MAX_MINUTES_CHOICES)[number]}`, number>;
};

export type SearchAnswer = {
  /** The page's meal ids, best first. */
  ids: string[];
  total: number;
  page: number;
  pageSize: number;
  facets: SearchFacets;
  /** The words as the search understood them when it forgave a typo ("lasagne" for "lasagnr"), else null. */
  didYouMean: string | null;
};
