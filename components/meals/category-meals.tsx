import { categoryPage } from "@/lib/web/pages";
import type { Locale } from "@/lib/platform/i18n";
import { ABOVE_THE_FOLD, MealGrid } from "./meal-grid";
import { MealPageLinks } from "./meal-page-links";
import { RecipeCard } from "./recipe-card";

/** One page of a category's meals; an unknown category has none ("No meals found"). */
export async function CategoryMeals({ category, page, locale = "en" }: { category: string; page: number; locale?: Locale }) {
  const { meals, nextPage, ratings } = await categoryPage(category, page);
  return (
    <>
      <MealGrid
        items={meals}
        locale={locale}
        render={(meal, index) => <RecipeCard key={meal.id} meal={meal} eager={index < ABOVE_THE_FOLD} rating={ratings.get(meal.id)} locale={locale} />}
      />
      <MealPageLinks page={page} nextPage={nextPage} hrefFor={(to) => `/category?${new URLSearchParams({ c: category, page: String(to) })}`} locale={locale} />
    </>
  );
}
