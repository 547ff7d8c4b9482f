import { mealJson, route, toMealDbMeal } from "@/lib/api";
import { loadConfig } from "@/lib/config";
import { getMeal } from "@/lib/meals";
import { mealIdParamsSchema } from "@/lib/validations/meals";

/** GET /api/meals/<id>: `{ meals: [meal] }` as TheMealDB's lookup answers; 400 malformed id, 404 unknown. */
export const GET = route({ auth: "cook", params: mealIdParamsSchema }, ({ request, params }) =>
  mealJson(request, `id:${params.id}`, async () => ({ meals: [toMealDbMeal(await getMeal(params.id), loadConfig().server.siteUrl)] })),
);
