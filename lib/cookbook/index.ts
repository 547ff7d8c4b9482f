/**
 * The cook's cookbook: the recipes they saved (the heart on a recipe) and the collections they
 * sort them into. "Cookbook" because that is what a cook calls the recipes they keep; what they
 * will cook and buy this week is lib/meal-plan, what is in their cupboards lib/pantry. Private to
 * each cook: another cook's collection id is answered as unknown (404), never as forbidden.
 */
export { COOKBOOK_MAX_BODY_BYTES } from "./limits";
export { isSaved, saveRecipe, savedMealIds, savedRecipes, unsaveRecipe } from "./saved";
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
