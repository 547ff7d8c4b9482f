import { mealService } from "@/lib/meals";
import { ratingSummariesFor } from "@/lib/ranking";
import { ABOVE_THE_FOLD, MealGrid } from "./meal-grid";
import { RecipeCard } from "./recipe-card";

type Query = { kind: "name" | "letter"; value: string };

/** The Recipe Finder's results for a name or a first letter. */
export async function MealSearchResults({ query }: { query: Query }) {
  const meals =
    query.kind === "name"
      ? await mealService().searchMealsByName(query.value)
      : await mealService().searchMealsByFirstLetter(query.value);
  const ratings = await ratingSummariesFor(meals.map((meal) => meal.id));
  return (
    <section aria-label={query.kind === "name" ? `Meals matching “${query.value}”` : `Meals starting with ${query.value.toUpperCase()}`}>
      <MealGrid items={meals} render={(meal, index) => <RecipeCard key={meal.id} meal={meal} eager={index < ABOVE_THE_FOLD} rating={ratings.get(meal.id)} />} />
    </section>
  );
}
