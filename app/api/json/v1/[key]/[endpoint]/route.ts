import { mealDbPathAnswer, route } from "@/lib/web/api";
import { mealDbParamsSchema } from "@/lib/validations/themealdb";

/**
 * TheMealDB's API at TheMealDB's addresses, read-only, for apps written for it: search.php,
 * lookup.php, filter.php, list.php, categories.php and random.php under a personal API key
 * (made on /account). What each reads: lib/validations/themealdb.ts.
 */
export const GET = route({ auth: "none", params: mealDbParamsSchema }, ({ request, params }) => mealDbPathAnswer(request, params));
