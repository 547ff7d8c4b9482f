import { mealJson, route, scaledMealFields, toMealDbMeal } from "@/lib/web/api";
import { loadConfig } from "@/lib/platform/config";
import { getMeal } from "@/lib/meals";
import { mealIdParamsSchema, mealScaleQuerySchema } from "@/lib/validations/meals";

/**
 * GET /api/meals/<id>: `{ meals: [meal] }` as TheMealDB's lookup answers; 400 malformed id, 404 unknown.
 * With `servings` (1–99) and/or `units` (metric, us), the scaled measures are added beside
 * TheMealDB's fields (see lib/web/api/scaled-measures.ts); a bad value is a 400.
 */
export const GET = route({ auth: "cook", params: mealIdParamsSchema, query: mealScaleQuerySchema }, ({ request, params, query }) => {
  const scaled = query.servings !== undefined || query.units !== undefined;
  const key = scaled ? `id:${params.id}:${query.servings ?? ""}:${query.units ?? ""}` : `id:${params.id}`;
  return mealJson(request, key, async () => {
    const meal = await getMeal(params.id);
    const answer = toMealDbMeal(meal, loadConfig().server.siteUrl);
    return { meals: [scaled ? { ...answer, ...scaledMealFields(meal, query) } : answer] };
  });
});
