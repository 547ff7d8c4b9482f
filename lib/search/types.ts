import { MAX_MINUTES_CHOICES, SEARCH_DIETS, type Diet, type SearchSort } from "@/config/search";

export { MAX_MINUTES_CHOICES, SEARCH_PAGE_SIZE, SEARCH_SORTS, type Diet } from "@/config/search";
export const DIETS = SEARCH_DIETS;

/** What a cook can ask the search for; every part optional but the sort and the page. */
export type SearchQuery = {
  /** Words, in any order. */
  q?: string;
  /** Names starting with this letter (the A–Z panel). */
  letter?: string;
  category?: string;
  area?: string;
  /** Every one of these diets. */
  diet?: readonly Diet[];
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
  /**
   * The cook chose to see Chicken, Beef and Pork dishes: the meat-free rule does not apply. Never
   * read from a request's query: the page or route sets it from the signed-in cook's account.
   */
  showMeatDishes?: boolean;
};


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
  /** Meals the words and filters found that the meat-free rule left out (0 when it does not apply). */
  hiddenByMeatFreeRule: number;
};
