import { mealService } from "@/lib/meals";
import { CategoryMealCard } from "./category-meal-card";
import { ABOVE_THE_FOLD, MealGrid } from "./meal-grid";

/** The meals of a category; an unknown category has none ("No meals found"). */
export async function CategoryMeals({ category }: { category: string }) {
  const meals = await mealService().listMealsInCategory(category);
  return (
    <MealGrid items={meals} render={(meal, index) => <CategoryMealCard key={meal.id} meal={meal} eager={index < ABOVE_THE_FOLD} />} />
  );
}
