import "server-only";
import { unitsForCook } from "@/lib/account";
import { isSaved, recordViewedRecipe } from "@/lib/cookbook";
import type { UnitChoice } from "@/lib/ingredients";
import type { Meal } from "@/lib/meals";
import { mealRatingFor, ratingsHeldFor, type MealRating } from "@/lib/ranking";
import { findMealForPage } from "./meal-for-page";
import { getLocale } from "./request-locale";

export type RecipePage = {
  meal: Meal;
  /** The signed-in cook wrote it: they may change it, and may not rate it. */
  owner: boolean;
  units: UnitChoice;
  saved: boolean;
  /** Null for a meal the database does not hold (shown live from TheMealDB), which cannot be rated. */
  rating: MealRating | null;
};

/**
 * Everything /recipeDetail/<id> shows for this cook, or null for no such meal: the meal (the
 * request's one lookup, shared with the layout and the metadata), then its rating, the cook's
 * units and heart side by side; opening it is remembered for the cook's home page. `unitsCookie` is this browser's choice, for a cook who made none
 * on their account.
 */
export async function recipePage(id: string, userId: string, unitsCookie: string | undefined): Promise<RecipePage | null> {
  const meal = await findMealForPage(id);
  if (!meal) return null;
  const [rating, units, saved] = await Promise.all([
    // Read fresh on every request (never from the meal caches): a cook sees their new stars at once.
    // A meal the database holds is also noted as opened, for "Continue cooking" on /home.
    ratingsHeldFor(meal.id).then(async (held) => {
      if (!held) return null;
      const [rating] = await Promise.all([mealRatingFor(userId, meal.id), recordViewedRecipe(userId, meal.id)]);
      return rating;
    }),
    getLocale().then((locale) => unitsForCook(userId, unitsCookie, locale)),
    isSaved(userId, meal.id),
  ]);
  return { meal, owner: meal.author !== null && meal.author.id === userId, units, saved, rating };
}
