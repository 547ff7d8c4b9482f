import { mealJson, route, toMealDbMeal, toMealDbSummary } from "@/lib/web/api";
import { loadConfig } from "@/lib/platform/config";
import { mealService, pageOfMeals } from "@/lib/meals";
import { mealListQuerySchema } from "@/lib/validations/meals";

/**
 * GET /api/meals?s=<name> | ?f=<letter> | ?c=<category>, answered as TheMealDB does: at most
 * MEALS_PER_PAGE meals, `&page=2` and on for the rest (a shorter page is the last).
 */
export const GET = route({ auth: "cook", query: mealListQuerySchema }, ({ request, query }) =>
  mealJson(request, `${query.kind}:${query.page}:${query.value}`, async () => {
    const { siteUrl } = loadConfig().server;
    const meals = mealService();
    const answer =
      query.kind === "category"
        ? pageOfMeals(await meals.listMealsInCategory(query.value), query.page).items.map((meal) => toMealDbSummary(meal, siteUrl))
        : pageOfMeals(
            query.kind === "name" ? await meals.searchMealsByName(query.value) : await meals.searchMealsByFirstLetter(query.value),
            query.page,
          ).items.map((meal) => toMealDbMeal(meal, siteUrl));
    // TheMealDB answers "nothing" with null, and its clients expect that.
    return { meals: answer.length ? answer : null };
  }),
);
