import { MEALS_PER_PAGE } from "@/config/meals";

export type MealPage<Item> = { items: Item[]; page: number; nextPage: number | null };

/** One page of a meal list (MEALS_PER_PAGE long): what a page or /api/meals answers at most. */
export function pageOfMeals<Item>(items: readonly Item[], page = 1): MealPage<Item> {
  const start = (page - 1) * MEALS_PER_PAGE;
  return {
    items: items.slice(start, start + MEALS_PER_PAGE),
    page,
    nextPage: items.length > start + MEALS_PER_PAGE ? page + 1 : null,
  };
}
