import "server-only";
import { apiKeyCaller, apiKeyQuotas } from "@/lib/api-keys";
import { loadConfig } from "@/lib/platform/config";
import { mealService, pageOfMeals, type Meal, type MealSummary } from "@/lib/meals";
import { consumeRateLimit } from "@/lib/platform/rate-limit";
import { mealDbQuestion, type MealDbQuestion } from "@/lib/validations/themealdb";
import { errorResponse } from "./error-responses";
import { mealJson } from "./meal-answers";
import { phpJson, toMealDbCategory, toMealDbFullMeal, toMealDbSummary } from "./themealdb-format";

/**
 * The answers of TheMealDB's own paths (`/api/json/v1/<key>/…`), in its shapes and bytes. The
 * key is in the address, never in a cookie, so any site's page may read them (as TheMealDB's).
 */
const MEALDB_PATH_HEADERS = { "Access-Control-Allow-Origin": "*" };

/** TheMealDB-style refusal: `{"meals":null,"message":…}`, so a client reading `meals` sees nothing. */
function mealDbRefusal(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(phpJson({ meals: null, message }), {
    status,
    headers: { ...MEALDB_PATH_HEADERS, ...headers, "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}

/** TheMealDB's "nothing found": null, never an empty list. */
const mealsOrNull = <T>(items: T[]) => ({ meals: items.length ? items : null });

async function build(question: MealDbQuestion, siteUrl: string): Promise<unknown> {
  const meals = mealService();
  const full = (found: Meal[], page: number) => mealsOrNull(pageOfMeals(found, page).items.map((meal) => toMealDbFullMeal(meal, siteUrl)));
  const summaries = (found: MealSummary[], page: number) =>
    mealsOrNull(pageOfMeals(found, page).items.map((meal) => toMealDbSummary(meal, siteUrl)));
  switch (question.kind) {
    case "name":
      return full(await meals.searchMealsByName(question.term), question.page);
    case "letter":
      return full(await meals.searchMealsByFirstLetter(question.letter), question.page);
    case "lookup": {
      const meal = await meals.findMealById(question.id);
      return mealsOrNull(meal ? [toMealDbFullMeal(meal, siteUrl)] : []);
    }
    case "category":
      return summaries(await meals.listMealsInCategory(question.category), question.page);
    case "area":
      return summaries(await meals.listMealsFromArea(question.area), question.page);
    case "ingredient":
      return summaries(await meals.listMealsWithIngredient(question.ingredient), question.page);
    case "list":
      if (question.of === "categories") return mealsOrNull((await meals.listCategories()).map((category) => ({ strCategory: category.name })));
      if (question.of === "areas") return mealsOrNull((await meals.listAreas()).map((area) => ({ strArea: area })));
      return mealsOrNull(
        (await meals.listIngredients()).map((entry) => ({
          idIngredient: entry.id,
          strIngredient: entry.name,
          strDescription: entry.description,
          strType: entry.type,
        })),
      );
    case "categories":
      return { categories: (await meals.listCategories()).map((category) => toMealDbCategory(category, siteUrl)) };
    default:
      return { meals: null };
  }
}

const UNKNOWN_API_KEY =
  "This API key is not valid: it is unknown or was revoked. Make a key on your Res-pe account page (/account).";

/**
 * GET /api/json/v1/<key>/<endpoint>: the key must be a working personal key (401), within its
 * quotas per minute and per day (429 with Retry-After), then the endpoint answers. Every
 * refusal is TheMealDB-shaped, and the key never reaches the log.
 */
export async function mealDbPathAnswer(request: Request, { key, endpoint }: { key: string; endpoint: string }): Promise<Response> {
  try {
    const caller = await apiKeyCaller(key);
    if (!caller) return mealDbRefusal(401, UNKNOWN_API_KEY);
    const config = loadConfig();
    for (const rule of apiKeyQuotas(config.apiKeys)) {
      const verdict = await consumeRateLimit(rule, caller.keyId);
      if (!verdict.allowed) return mealDbRefusal(429, rule.message, { "Retry-After": String(verdict.retryAfterSeconds) });
    }
    const question = mealDbQuestion(endpoint, Object.fromEntries(new URL(request.url).searchParams));
    return await mealDbAnswer(request, question, config.server.siteUrl);
  } catch (error) {
    const keyless = new URL(request.url);
    keyless.pathname = `/api/json/v1/<key>/${endpoint}`;
    const refused = errorResponse(error, new Request(keyless, { method: request.method }));
    const { message } = (await refused.json()) as { message: string };
    const retryAfter = refused.headers.get("retry-after");
    return mealDbRefusal(refused.status, message, retryAfter ? { "Retry-After": retryAfter } : {});
  }
}

/** The answer to one question of TheMealDB's API, as TheMealDB writes it. */
async function mealDbAnswer(request: Request, question: MealDbQuestion, siteUrl: string): Promise<Response> {
  if (question.kind === "unknown_endpoint") {
    return mealDbRefusal(404, "There is no such endpoint. Try search.php, lookup.php, filter.php, list.php, categories.php or random.php.");
  }
  if (question.kind === "random") {
    // A new pick every time: never kept, never a 304.
    const meal = await mealService().randomMeal();
    return new Response(phpJson(mealsOrNull(meal ? [toMealDbFullMeal(meal, siteUrl)] : [])), {
      headers: { ...MEALDB_PATH_HEADERS, "Content-Type": "application/json", "Cache-Control": "no-store" },
    });
  }
  return mealJson(request, `themealdb:${JSON.stringify(question)}`, () => build(question, siteUrl), { encode: phpJson, headers: MEALDB_PATH_HEADERS });
}
