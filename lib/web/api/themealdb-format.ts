import { MAX_INGREDIENTS } from "@/config/meals";
import { watchVideoUrl, type Meal, type MealCategory, type MealSummary } from "@/lib/meals";

/**
 * The app's meals in TheMealDB's outgoing JSON shape (the API layer's; the meal domain reads
 * TheMealDB's incoming shape in sources/themealdb), so an existing TheMealDB client can use our API.
 * Pictures become absolute URLs, as TheMealDB's are.
 */
export function toMealDbMeal(meal: Meal, siteUrl: string): Record<string, string | null> {
  const pairs: Record<string, string | null> = {};
  for (let index = 1; index <= MAX_INGREDIENTS; index += 1) {
    const ingredient = meal.ingredients[index - 1];
    pairs[`strIngredient${index}`] = ingredient?.name ?? "";
    pairs[`strMeasure${index}`] = ingredient?.measure ?? "";
  }
  return {
    idMeal: meal.id,
    strMeal: meal.name,
    strCategory: meal.category,
    strArea: meal.area,
    strInstructions: meal.instructions,
    strMealThumb: absolute(meal.thumbnail, siteUrl),
    strTags: meal.tags.length ? meal.tags.join(",") : null,
    strYoutube: watchVideoUrl(meal),
    ...pairs,
    strSource: meal.source,
    strImageSource: null,
    strCreativeCommonsConfirmed: null,
    dateModified: null,
    // Not in TheMealDB's shape: the cook who wrote an own recipe (null for every other meal).
    strAuthor: meal.author?.name ?? null,
  };
}

// Each stored meal's answer as JSON, kept with the meal: stored meals are kept per meals revision
// (lib/meals), so a new revision brings new objects. Building and writing 24 of them was a fifth
// of a search answer's work; most pages show meals shown before.
const mealDbJson = new WeakMap<Meal, { siteUrl: string; json: string }>();

/** `toMealDbMeal` as JSON text, with `extra` fields after TheMealDB's (the pantry's have/of/missing). */
export function mealDbMealJson(meal: Meal, siteUrl: string, extra?: Record<string, unknown>): string {
  let kept = mealDbJson.get(meal);
  if (kept?.siteUrl !== siteUrl) mealDbJson.set(meal, (kept = { siteUrl, json: JSON.stringify(toMealDbMeal(meal, siteUrl)) }));
  if (!extra) return kept.json;
  const fields = JSON.stringify(extra);
  return fields === "{}" ? kept.json : `${kept.json.slice(0, -1)},${fields.slice(1)}`;
}

/** A JSON answer `{"meals":[…], …rest}` from meals already written as JSON. */
export function mealListResponse(meals: readonly string[], rest: Record<string, unknown>, headers?: Record<string, string>): Response {
  const fields = JSON.stringify(rest);
  const body = `{"meals":[${meals.join(",")}]${fields === "{}" ? "" : `,${fields.slice(1, -1)}`}}`;
  return new Response(body, { headers: { "content-type": "application/json", ...headers } });
}

/**
 * A meal exactly as TheMealDB's search.php, lookup.php and random.php send one: its fields in
 * its order, strIngredient1..20 then strMeasure1..20 (unused ones empty), and nothing of ours
 * beyond them (TheMealDB's own paths, /api/json/v1/<key>/…).
 */
export function toMealDbFullMeal(meal: Meal, siteUrl: string): Record<string, string | null> {
  const ingredients: Record<string, string> = {};
  const measures: Record<string, string> = {};
  for (let index = 1; index <= MAX_INGREDIENTS; index += 1) {
    const ingredient = meal.ingredients[index - 1];
    ingredients[`strIngredient${index}`] = ingredient?.name ?? "";
    measures[`strMeasure${index}`] = ingredient?.measure ?? "";
  }
  return {
    idMeal: meal.id,
    strMeal: meal.name,
    strMealAlternate: null,
    strCategory: meal.category,
    strArea: meal.area,
    strInstructions: meal.instructions,
    strMealThumb: absolute(meal.thumbnail, siteUrl),
    strTags: meal.tags.length ? meal.tags.join(",") : null,
    strYoutube: watchVideoUrl(meal),
    ...ingredients,
    ...measures,
    strSource: meal.source,
    strImageSource: null,
    strCreativeCommonsConfirmed: null,
    dateModified: null,
  };
}

/**
 * JSON as TheMealDB's PHP writes it (json_encode's defaults): `/` as `\/` and every character
 * beyond ASCII as `\uXXXX` (UTF-16, lowercase hex), so the bytes match, not only the values.
 */
export function phpJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/\//g, "\\/")
    .replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

export function toMealDbSummary(meal: MealSummary, siteUrl: string) {
  return { strMeal: meal.name, strMealThumb: absolute(meal.thumbnail, siteUrl), idMeal: meal.id };
}

export function toMealDbCategory(category: MealCategory, siteUrl: string) {
  return {
    idCategory: category.id,
    strCategory: category.name,
    strCategoryThumb: category.thumbnail ? absolute(category.thumbnail, siteUrl) : null,
    strCategoryDescription: category.description,
  };
}

function absolute(thumbnail: string, siteUrl: string): string {
  return thumbnail ? new URL(thumbnail, siteUrl).href : "";
}
