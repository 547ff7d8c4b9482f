/**
 * Recipes cooks write themselves ("own recipes"): stored as meals of origin "user" through the
 * meal domain, so search, letters, categories and the recipe page show them like any meal; only
 * their cook may change them. Their pictures are uploads re-encoded here, or drawn.
 */
export { RECIPE_MAX_BODY_BYTES, recipeRateLimits } from "./limits";
export { PICTURE_TOO_LARGE, drawnPictureUrl, findRecipePicture, processPicture, recipePictureUrl, type ProcessedPicture } from "./pictures";
export {
  NOT_YOUR_RECIPE,
  RECIPE_DELETED,
  RECIPE_NOT_FOUND,
  assertOwnRecipe,
  countOwnRecipes,
  createRecipe,
  deleteRecipe,
  findRecipe,
  getRecipe,
  knownAreas,
  listRecipesBy,
  removeRecipePicture,
  setRecipePicture,
  tooManyRecipes,
  updateRecipe,
  type RecipeRecord,
} from "./recipes";
