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
