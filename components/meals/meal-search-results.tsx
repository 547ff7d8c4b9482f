import { mealService, pageOfMeals } from "@/lib/meals";
import { ratingSummariesFor } from "@/lib/ranking";
import { ABOVE_THE_FOLD, MealGrid } from "./meal-grid";
import { MealPageLinks } from "./meal-page-links";
import { RecipeCard } from "./recipe-card";

type Query = { kind: "name" | "letter"; value: string };

/** The Recipe Finder's results for a name or a first letter, one page of them. */
export async function MealSearchResults({ query, page }: { query: Query; page: number }) {
  const all =
    query.kind === "name"
      ? await mealService().searchMealsByName(query.value)
      : await mealService().searchMealsByFirstLetter(query.value);
  const { items: meals, nextPage } = pageOfMeals(all, page);
  const ratings = await ratingSummariesFor(meals.map((meal) => meal.id));
  const hrefFor = (to: number) =>
    `/home?${new URLSearchParams({ [query.kind === "name" ? "s" : "f"]: query.value, page: String(to) })}`;
  return (
    <section aria-label={query.kind === "name" ? `Meals matching “${query.value}”` : `Meals starting with ${query.value.toUpperCase()}`}>
      <MealGrid items={meals} render={(meal, index) => <RecipeCard key={meal.id} meal={meal} eager={index < ABOVE_THE_FOLD} rating={ratings.get(meal.id)} />} />
      <MealPageLinks page={page} nextPage={nextPage} hrefFor={hrefFor} />
    </section>
  );
}
