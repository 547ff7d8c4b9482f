import "server-only";
import { storedMealsByIds, type Meal } from "@/lib/meals";
import { showsMeatDishes } from "@/lib/account";
import type { Locale } from "@/lib/platform/i18n";
import { matchesFor, pantryFoodsIn, pantryMatches, readPantry, type PantryAnswer, type PantryFilters, type PantryList, type PantryMatch } from "@/lib/pantry";

/** A page of the meals a pantry can make, each with its stored meal (a match whose meal is gone is left out). */
export type PantryResults = Omit<PantryAnswer, "matches"> & { matches: { match: PantryMatch; meal: Meal }[] };

/**
 * What a pantry can make, for /pantry and GET /api/pantry/matches alike: the cook's saved pantry,
 * or the `items` given (the AI Chef's list).
 */
export async function pantryResults(userId: string, filters: PantryFilters, items?: readonly string[]): Promise<PantryResults> {
  const forCook = { ...filters, showMeatDishes: await showsMeatDishes(userId) };
  const answer = items ? await matchesFor(items, forCook) : await pantryMatches(userId, forCook);
  const found = await storedMealsByIds(answer.matches, (match) => match.id);
  return { ...answer, matches: found.map(({ item, meal }) => ({ match: item, meal })) };
}

/** Everything /pantry shows: the cook's list, what that same list can make, and the staples and quick-add choices in the cook's language. */
export async function pantryPage(
  userId: string,
  filters: PantryFilters,
  locale: Locale,
): Promise<{ pantry: PantryList; results: PantryResults; foods: ReturnType<typeof pantryFoodsIn> }> {
  const pantry = await readPantry(userId, locale);
  return { pantry, results: await pantryResults(userId, filters, pantry.items), foods: pantryFoodsIn(locale) };
}
