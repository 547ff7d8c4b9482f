import "server-only";
import { mealService, pageOfMeals, storedMealsByIds, type Meal, type MealSummary } from "@/lib/meals";
import { ratingSummariesFor, type RatingSummary } from "@/lib/ranking";

/** A category's meal as its card shows it: the time, difficulty and diets when the database holds the meal. */
export type CategoryMeal = MealSummary & Partial<Pick<Meal, "totalMinutes" | "difficulty" | "diets">>;

/**
 * One page of a category's meals with their ratings; an unknown category has none. The listing
 * carries only names and pictures (TheMealDB's filter.php), so the cards' facts come from the
 * stored meals, read for the page at once; a meal shown live from TheMealDB has none.
 */
export async function categoryPage(category: string, page: number): Promise<{ meals: CategoryMeal[]; nextPage: number | null; ratings: Map<string, RatingSummary> }> {
  const { items, nextPage } = pageOfMeals(await mealService().listMealsInCategory(category), page);
  const ids = items.map((meal) => meal.id);
  const [stored, ratings] = await Promise.all([storedMealsByIds(ids), ratingSummariesFor(ids)]);
  const byId = new Map(stored.map((meal) => [meal.id, meal]));
  const meals = items.map((meal) => {
    const full = byId.get(meal.id);
    return full ? { ...meal, totalMinutes: full.totalMinutes, difficulty: full.difficulty, diets: full.diets } : meal;
  });
  return { meals, nextPage, ratings };
}
