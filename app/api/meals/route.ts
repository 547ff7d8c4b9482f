import { mealJson, route, toMealDbMeal, toMealDbSummary } from "@/lib/api";
import { loadConfig } from "@/lib/config";
import { mealService } from "@/lib/meals";
import { mealListQuerySchema } from "@/lib/validations/meals";

/** GET /api/meals?s=<name> | ?f=<letter> | ?c=<category>, answered as TheMealDB does. */
export const GET = route({ auth: "cook", query: mealListQuerySchema }, ({ request, query }) =>
  mealJson(request, `${query.kind}:${query.value}`, async () => {
    const { siteUrl } = loadConfig().server;
    const meals = mealService();
    const answer =
      query.kind === "category"
        ? (await meals.listMealsInCategory(query.value)).map((meal) => toMealDbSummary(meal, siteUrl))
        : (query.kind === "name" ? await meals.searchMealsByName(query.value) : await meals.searchMealsByFirstLetter(query.value)).map(
            (meal) => toMealDbMeal(meal, siteUrl),
          );
    // TheMealDB answers "nothing" with null, and its clients expect that.
    return { meals: answer.length ? answer : null };
  }),
);
