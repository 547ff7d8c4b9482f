import { mealDbMealJson, mealListResponse, route } from "@/lib/web/api";
import { loadConfig } from "@/lib/platform/config";
import { pantryMatchesQuerySchema } from "@/lib/validations/pantry";
import { pantryResults } from "@/lib/web/pages";

/**
 * GET /api/pantry/matches?category=&area=&diet=&maxMinutes=&difficulty=&page=&items=
 * Meals the cook's pantry (or the `items` given, as the AI Chef asks) can make, fewest missing first: TheMealDB's fields plus `have`, `of`
 * and `missing` (the ingredients to get, as the recipe names them) on each, and `total`, `page`,
 * `pageSize`, `facets` (how many of the matches each filter value would leave) and
 * `hiddenByMeatFreeRule` (matches the meat-free rule left out, unless the cook chose to see them).
 */
export const GET = route({ auth: "cook", query: pantryMatchesQuerySchema }, async ({ user, query }) => {
  const { items, ...filters } = query;
  const answer = await pantryResults(user.id, filters, items);
  const { siteUrl } = loadConfig().server;
  return mealListResponse(
    answer.matches.map(({ match, meal }) => mealDbMealJson(meal, siteUrl, { have: match.have, of: match.of, missing: match.missing })),
    { total: answer.total, page: answer.page, pageSize: answer.pageSize, facets: answer.facets, hiddenByMeatFreeRule: answer.hiddenByMeatFreeRule },
  );
});
