import { showsMeatDishes } from "@/lib/account";
import { loadConfig } from "@/lib/platform/config";
import { consumeRateLimit } from "@/lib/platform/rate-limit";
import { mealService, pageOfMeals, storedMealsByIds, type Meal } from "@/lib/meals";
import { ratingSummariesFor, type RatingSummary } from "@/lib/ranking";
import { nearSpelling, search, searchReadLimits, type SearchFacets } from "@/lib/search";
import type { FinderSearch } from "./queries";

export type FinderResults = {
  /** Every card shown: pages 1 to `page` of the search, or the letter's list. */
  meals: Meal[];
  ratings: Map<string, RatingSummary>;
  total: number;
  facets: SearchFacets;
  /** "Load more" below the pages shown (the search), or the seed list's page links. */
  paging: "load-more" | "pages";
  /** The page "Load more" opens, or null on the last. */
  nextPage: number | null;
  /** The words the results are for when a typo was forgiven, or a near spelling that finds meals when none did. */
  didYouMean: string | null;
  /** Meals the meat-free rule left out of these results (0 when the cook chose to see them). */
  hiddenByMeatFreeRule: number;
};

/**
 * The Finder's page views share GET /api/search's budget (SEARCH_READS_PER_MINUTE, per cook and
 * per address, counted in this process): each view searches (a letter's list too, for its filter
 * counts), and a page is as cheap to reload in a loop as the API is to call. One read a view.
 * Null while within the budget, else what to tell the cook instead of searching.
 */
export async function finderSearchRefused(reader: { cookId: string; address: string }): Promise<string | null> {
  const { perCook, perAddress } = searchReadLimits(loadConfig().search);
  for (const [rule, subject] of [[perCook, reader.cookId], [perAddress, reader.address]] as const) {
    if (!(await consumeRateLimit(rule, subject)).allowed) return rule.message;
  }
  return null;
}

/** Pages shown at once: "Load more" adds a page below the others, up to this many. */
const PAGES_SHOWN = 10;

/**
 * What the Recipe Finder shows for its URL. Words and filters go through the one search, each
 * "Load more" adding the next 24 below the pages before it (the URL says how many, so a reload or
 * a shared link shows the same list). Filters with an empty box search every meal (or the letter
 * picked). A letter alone keeps the seed's list of every meal starting with it; the search still
 * counts it for the filters.
 */
export async function finderResults(query: FinderSearch, userId: string): Promise<FinderResults> {
  const showMeatDishes = await showsMeatDishes(userId);
  const forCook = { ...query.search, showMeatDishes };
  // Live from TheMealDB, words alone ask it by name as the seed did: the local index holds only
  // the meals imported. A letter alone keeps the seed's list in both modes.
  const seedList =
    (query.kind === "letter" || (query.kind === "words" && loadConfig().meals.mode === "themealdb")) && !query.filtered;
  if (seedList) {
    const meals = mealService();
    const [listed, counted] = await Promise.all([
      meals.findMealsForCook(query.kind === "letter" ? "letter" : "name", query.value, showMeatDishes),
      search(forCook),
    ]);
    const all = listed.meals;
    const { items, nextPage } = pageOfMeals(all, query.page);
    return {
      meals: items,
      ratings: await ratingSummariesFor(items.map((meal) => meal.id)),
      total: all.length,
      facets: counted.facets,
      paging: "pages",
      nextPage,
      didYouMean: null,
      hiddenByMeatFreeRule: listed.hiddenByMeatFreeRule,
    };
  }
  const first = Math.max(1, query.page - PAGES_SHOWN + 1);
  const pages = Array.from({ length: query.page - first + 1 }, (_, index) => first + index);
  const answers = await Promise.all(pages.map((page) => search({ ...forCook, page })));
  const last = answers.at(-1)!;
  const ids = answers.flatMap((answer) => answer.ids);
  const [meals, ratings, near] = await Promise.all([
    storedMealsByIds(ids),
    ratingSummariesFor(ids),
    last.total === 0 && query.kind === "words" ? nearSpelling(forCook) : Promise.resolve(null),
  ]);
  return {
    meals,
    ratings,
    total: last.total,
    facets: last.facets,
    paging: "load-more",
    nextPage: last.page * last.pageSize < last.total ? last.page + 1 : null,
    didYouMean: last.didYouMean ?? near,
    hiddenByMeatFreeRule: last.hiddenByMeatFreeRule,
  };
}
