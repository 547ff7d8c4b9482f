import { requireApiUser } from "@/lib/auth/api-user";
import { loadServerConfig } from "@/lib/config/server-config";
import { apiRoute } from "@/lib/http/api-route";
import { findMealOr404, mealIdParam, mealJson } from "@/lib/meals/api-responses";
import { toMealDbMeal } from "@/lib/meals/mealdb-format";

type Context = { params: Promise<{ id: string }> };

/** GET /api/meals/<id>: `{ meals: [meal] }` as TheMealDB's lookup answers, or 404. */
export const GET = apiRoute<Context>(async (request, { params }) => {
  await requireApiUser(request);
  const id = await mealIdParam(params);
  return mealJson(request, `id:${id}`, async () => ({
    meals: [toMealDbMeal(await findMealOr404(id), loadServerConfig().siteUrl)],
  }));
});
