import { mealService, pageOfMeals } from "@/lib/meals";
import { ratingSummariesFor } from "@/lib/ranking";
import { CategoryMealCard } from "./category-meal-card";
import { ABOVE_THE_FOLD, MealGrid } from "./meal-grid";
import { MealPageLinks } from "./meal-page-links";

/** One page of a category's meals; an unknown category has none ("No meals found"). */
export async function CategoryMeals({ category, page }: { category: string; page: number }) {
  const { items: meals, nextPage } = pageOfMeals(await mealService().listMealsInCategory(category), page);
  const ratings = await ratingSummariesFor(meals.map((meal) => meal.id));
  return (
    <>
      <MealGrid items={meals} render={(meal, index) => <CategoryMealCard key={meal.id} meal={meal} eager={index < ABOVE_THE_FOLD} rating={ratings.get(meal.id)} />} />
      <MealPageLinks page={page} nextPage={nextPage} hrefFor={(to) => `/category?${new URLSearchParams({ c: category, page: String(to) })}`} />
    </>
  );
}
