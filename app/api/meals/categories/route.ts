import { mealJson, route, toMealDbCategory } from "@/lib/web/api";
import { loadConfig } from "@/lib/platform/config";
import { mealService } from "@/lib/meals";

/** GET /api/meals/categories: TheMealDB's categories.php shape, `{ categories: [...] }`. */
export const GET = route({ auth: "cook" }, ({ request }) =>
  mealJson(request, "categories", async () => {
    const { siteUrl } = loadConfig().server;
    const categories = await mealService().listCategories();
    return { categories: categories.map((category) => toMealDbCategory(category, siteUrl)) };
  }),
);
