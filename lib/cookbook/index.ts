/**
 * The cook's cookbook: the recipes they saved (the heart on a recipe), the collections they
 * sort them into, and the ones they opened lately (to come back to from /home). "Cookbook"
 * because that is what a cook calls the recipes they keep; what they will cook and buy this week
 * is lib/meal-plan, what is in their cupboards lib/pantry. Private to each cook: another cook's collection id is answered as unknown (404), never as forbidden.
 */
export { COOKBOOK_MAX_BODY_BYTES } from "./limits";
export { isSaved, newestSavedIds, saveRecipe, savedMealIds, savedRecipes, unsaveRecipe } from "./saved";
export { recentlyViewedIds, recordViewedRecipe } from "./viewed";
export {
  addToCollection,
  createCollection,
  deleteCollection,
  listCollections,
  readCollection,
  removeFromCollection,
  renameCollection,
  savedPage,
} from "./collections";
