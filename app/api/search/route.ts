import { mealDbMealJson, mealListResponse, route } from "@/lib/web/api";
import { loadConfig } from "@/lib/platform/config";
import { storedMealsByIds } from "@/lib/meals";
import { showsMeatDishes } from "@/lib/account";
import { search, searchReadLimits } from "@/lib/search";
import { searchQuerySchema } from "@/lib/validations/search";

/** Each cook's and each address's budget a minute, shared with the suggestions (SEARCH_READS_PER_MINUTE). */
const limits = [
  { rule: () => searchReadLimits(loadConfig().search).perCook, key: "cook" as const },
  { rule: () => searchReadLimits(loadConfig().search).perAddress, key: "address" as const },
];

/**
 * GET /api/search?q=&letter=&category=&area=&diet=&maxMinutes=&difficulty=&include=&exclude=&minRating=&sort=&page=
 * One page of meals in TheMealDB's field names (`meals` is an empty list when none match), with
 * `total`, `page`, `pageSize`, the `facets` for the words, `didYouMean` when a typo was forgiven and
 * `hiddenByMeatFreeRule` (meals the meat-free rule left out, unless the cook chose to see them).
 * `Server-Timing` says whether this instance answered from its copy of the index or, while it
 * reads one, from the database (the same answer; the benchmark waits for the copy).
 */
export const GET = route({ auth: "cook", query: searchQuerySchema, limits }, async ({ user, query }) => {
  const answer = await search({ ...query, showMeatDishes: await showsMeatDishes(user.id) });
  const { siteUrl } = loadConfig().server;
  const meals = await storedMealsByIds(answer.ids);
  return mealListResponse(
    meals.map((meal) => mealDbMealJson(meal, siteUrl)),
    {
      total: answer.total,
      page: answer.page,
      pageSize: answer.pageSize,
      facets: answer.facets,
      didYouMean: answer.didYouMean,
      hiddenByMeatFreeRule: answer.hiddenByMeatFreeRule,
    },
    { "Server-Timing": `search;desc="${answer.answeredFrom}"` },
  );
});
