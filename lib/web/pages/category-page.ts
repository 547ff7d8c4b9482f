import "server-only";
import { mealService, pageOfMeals, type MealSummary } from "@/lib/meals";
import { ratingSummariesFor, type RatingSummary } from "@/lib/ranking";

/** One page of a category's meals with their ratings; an unknown category has none. */
export async function categoryPage(category: string, page: number): Promise<{ meals: MealSummary[]; nextPage: number | null; ratings: Map<string, RatingSummary> }> {
  const { items: meals, nextPage } = pageOfMeals(await mealService().listMealsInCategory(category), page);
  return { meals, nextPage, ratings: await ratingSummariesFor(meals.map((meal) => meal.id)) };
}
