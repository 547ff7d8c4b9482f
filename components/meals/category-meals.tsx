import { mealService } from "@/lib/meals";
import { ratingSummariesFor } from "@/lib/ranking";
import { CategoryMealCard } from "./category-meal-card";
import { ABOVE_THE_FOLD, MealGrid } from "./meal-grid";

/** The meals of a category; an unknown category has none ("No meals found"). */
export async function CategoryMeals({ category }: { category: string }) {
  const meals = await mealService().listMealsInCategory(category);
  const ratings = await ratingSummariesFor(meals.map((meal) => meal.id));
  return (
    <MealGrid items={meals} render={(meal, index) => <CategoryMealCard key={meal.id} meal={meal} eager={index < ABOVE_THE_FOLD} rating={ratings.get(meal.id)} />} />
  );
}
