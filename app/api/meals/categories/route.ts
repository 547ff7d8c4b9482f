import { requireApiUser } from "@/lib/auth/api-user";
import { loadServerConfig } from "@/lib/config/server-config";
import { apiRoute } from "@/lib/http/api-route";
import { fromMealSource, mealJson } from "@/lib/meals/api-responses";
import { mealService } from "@/lib/meals";
import { toMealDbCategory } from "@/lib/meals/mealdb-format";

/** GET /api/meals/categories: TheMealDB's categories.php shape, `{ categories: [...] }`. */
export const GET = apiRoute(async (request) => {
  await requireApiUser(request);
  const { siteUrl } = loadServerConfig();
  return mealJson(request, "categories", async () => {
    const categories = await fromMealSource(() => mealService().listCategories());
    return { categories: categories.map((category) => toMealDbCategory(category, siteUrl)) };
  });
});
