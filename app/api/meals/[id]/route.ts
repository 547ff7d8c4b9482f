import { requireApiUser } from "@/lib/auth/api-user";
import { loadServerConfig } from "@/lib/config/server-config";
import { ApiError } from "@/lib/http/api-error";
import { apiRoute } from "@/lib/http/api-route";
import { fromMealSource, mealJson } from "@/lib/meals/api-responses";
import { mealService } from "@/lib/meals";
import { toMealDbMeal } from "@/lib/meals/mealdb-format";
import { mealIdSchema } from "@/lib/validations/meals";

type Context = { params: Promise<{ id: string }> };

/** GET /api/meals/<id>: `{ meals: [meal] }` as TheMealDB's lookup answers, or 404. */
export const GET = apiRoute<Context>(async (request, { params }) => {
  await requireApiUser(request);
  const id = mealIdSchema.safeParse((await params).id);
  if (!id.success) throw new ApiError(400, id.error.issues[0]?.message ?? "Invalid meal id.");
  return mealJson(request, `id:${id.data}`, async () => {
    const meal = await fromMealSource(() => mealService().findMealById(id.data));
    if (!meal) throw new ApiError(404, "Meal not found.");
    return { meals: [toMealDbMeal(meal, loadServerConfig().siteUrl)] };
  });
});
