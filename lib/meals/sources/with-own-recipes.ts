import { byName, rankByName } from "../meal-order";
import { isOwnRecipeId } from "../own-recipe-ids";
import type { MealSource } from "../types";

/**
 * Live mode: TheMealDB's meals with cooks' own recipes (from the database) merged in, so a cook's
 * recipe is found like any other. The merged lists take the embedded mode's order (name
 * searches prefix-first, everything else alphabetical), so a recipe is not pushed below fifty
 * live results; the meat filter is the service's, above this, and applies to both alike. An
 * unreachable TheMealDB still fails the question: a list without it would look complete.
 */
export function withOwnRecipes(live: MealSource, own: MealSource): MealSource {
  return {
    async searchByName(term) {
      const [found, written] = await Promise.all([live.searchByName(term), own.searchByName(term)]);
      return rankByName([...found, ...written], term);
    },
    async searchByFirstLetter(letter) {
      const [found, written] = await Promise.all([live.searchByFirstLetter(letter), own.searchByFirstLetter(letter)]);
      return [...found, ...written].sort(byName);
    },
    async filterByCategory(category) {
      const [found, written] = await Promise.all([live.filterByCategory(category), own.filterByCategory(category)]);
      return [...found, ...written].sort(byName);
    },
    // The id alone says where a meal lives (config/meals.ts): no trip to TheMealDB for ours.
    lookupById: (id) => (isOwnRecipeId(id) ? own.lookupById(id) : live.lookupById(id)),
    listCategories: () => live.listCategories(),
    async filterByArea(area) {
      const [found, written] = await Promise.all([live.filterByArea(area), own.filterByArea(area)]);
      return [...found, ...written].sort(byName);
    },
    async filterByIngredient(ingredient) {
      const [found, written] = await Promise.all([live.filterByIngredient(ingredient), own.filterByIngredient(ingredient)]);
      return [...found, ...written].sort(byName);
    },
    // TheMealDB's own lists: cooks' free-typed areas and ingredients would make them unbounded.
    listAreas: () => live.listAreas(),
    listIngredients: () => live.listIngredients(),
    randomMeal: (excluded) => live.randomMeal(excluded),
  };
}
