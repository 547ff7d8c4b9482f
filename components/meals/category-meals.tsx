import { categoryPage } from "@/lib/web/pages";
import { ABOVE_THE_FOLD, MealGrid } from "./meal-grid";
import { MealPageLinks } from "./meal-page-links";
import { RecipeCard } from "./recipe-card";

/** One page of a category's meals; an unknown category has none ("No meals found"). */
export async function CategoryMeals({ category, page }: { category: string; page: number }) {
  const { meals, nextPage, ratings } = await categoryPage(category, page);
  return (
    <>
      <MealGrid items={meals} render={(meal, index) => <RecipeCard key={meal.id} meal={meal} eager={index < ABOVE_THE_FOLD} rating={ratings.get(meal.id)} />} />
      <MealPageLinks page={page} nextPage={nextPage} hrefFor={(to) => `/category?${new URLSearchParams({ c: category, page: String(to) })}`} />
    </>
  );
}
