import { requireApiUser } from "@/lib/auth/api-user";
import { loadServerConfig } from "@/lib/config/server-config";
import { ApiError } from "@/lib/http/api-error";
import { apiRoute } from "@/lib/http/api-route";
import { fromMealSource, mealJson } from "@/lib/meals/api-responses";
import { mealService } from "@/lib/meals";
import { toMealDbMeal, toMealDbSummary } from "@/lib/meals/mealdb-format";
import { parseMealListQuery } from "@/lib/validations/meals";

/** GET /api/meals?s=<name> | ?f=<letter> | ?c=<category>, answered as TheMealDB does. */
export const GET = apiRoute(async (request) => {
  await requireApiUser(request);
  const parsed = parseMealListQuery(new URL(request.url).searchParams);
  if ("problem" in parsed) throw new ApiError(400, parsed.problem);
  const { query } = parsed;
  const { siteUrl } = loadServerConfig();
  const meals = mealService();

  return mealJson(request, `${query.kind}:${query.value}`, async () => {
    const answer = await fromMealSource(async () => {
      if (query.kind === "category") {
        return (await meals.listMealsInCategory(query.value)).map((meal) => toMealDbSummary(meal, siteUrl));
      }
      const found =
        query.kind === "name" ? await meals.searchMealsByName(query.value) : await meals.searchMealsByFirstLetter(query.value);
      return found.map((meal) => toMealDbMeal(meal, siteUrl));
    });
    // TheMealDB answers "nothing" with null, and its clients expect that.
    return { meals: answer.length ? answer : null };
  });
});
