/**
 * Recipes cooks write themselves ("own recipes"): stored as meals of origin "user" through the
 * meal domain, so search, letters, categories and the recipe page show them like any meal; only
 * their cook may change them. Their pictures are uploads re-encoded here, or drawn.
 */
export { RECIPE_MAX_BODY_BYTES, recipeRateLimits } from "./limits";
export { PICTURE_TOO_LARGE, findRecipePicture, processPicture, type ProcessedPicture } from "./pictures";
export { pictureReencoder, type PictureReencoder } from "./picture-child";
export {
  RECIPE_DELETED,
  assertOwnRecipe,
  countOwnRecipes,
  createRecipe,
  createRecipes,
  deleteRecipe,
  getRecipe,
  knownAreas,
  listRecipesBy,
  recipeToEdit,
  removeRecipePicture,
  setRecipePicture,
  tooManyRecipes,
  updateRecipe,
  type RecipeRecord,
} from "./recipes";
export { findPublicAddress, publicAddresses, publicPathOf, publicRecipePath, publishRecipe, recipeSharing, rememberDeletedAddresses, unpublishRecipe } from "./publishing";
