import { catalogRecipeMarkdown } from "./catalog-markdown";
import { bestCatalogMatch, type IndexedMeal } from "./catalog-match";
import type { RecipeChef } from "./types";

const EMPTY_CATALOG =
  "_The Res-pe meal catalog is empty, so there is no recipe to suggest yet. Start the app with `npm start` to load it._\n";

/**
 * The embedded chef: no network, no key. It answers with the catalog meal that fits the
 * ingredients best (see catalog-match.ts), written as markdown and said to be a catalog pick.
 */
export function createCatalogChef(catalog: () => Promise<readonly IndexedMeal[]>): RecipeChef {
  return {
    provider: "catalog",
    async *writeRecipe(ingredients, { signal }) {
      const meals = await catalog();
      signal.throwIfAborted();
      const match = bestCatalogMatch(ingredients, meals);
      if (!match) {
        yield EMPTY_CATALOG;
        return;
      }
      yield* catalogRecipeMarkdown(match, ingredients);
    },
  };
}
