import { route } from "@/lib/web/api";
import {
  PICTURE_TOO_LARGE,
  assertOwnRecipe,
  processPicture,
  recipeRateLimits,
  removeRecipePicture,
  setRecipePicture,
} from "@/lib/own-recipes";
import { RECIPE_PICTURE, recipeIdParamsSchema } from "@/lib/validations/recipes";

/**
 * POST /api/recipes/<id>/image (multipart, field `image`): the recipe's new picture, re-encoded;
 * answers the stored recipe with its new pictureUrl. Ownership is checked before the upload is
 * read, so nobody can make the server read 5 MB for someone else's recipe.
 */
export const POST = route(
  {
    auth: "cook",
    params: recipeIdParamsSchema,
    authorize: ({ user, params }) => assertOwnRecipe(user, params.id),
    limits: [{ rule: recipeRateLimits.picturesPerCook, key: "cook" }],
    body: { upload: { field: RECIPE_PICTURE.field, maxFileBytes: RECIPE_PICTURE.maxBytes, tooLargeMessage: PICTURE_TOO_LARGE } },
  },
  async ({ user, params, body }) => setRecipePicture(user, params.id, await processPicture(body)),
);

/** DELETE /api/recipes/<id>/image: back to the picture the app draws. */
export const DELETE = route(
  { auth: "cook", params: recipeIdParamsSchema, limits: [{ rule: recipeRateLimits.writesPerCook, key: "cook" }] },
  async ({ user, params }) => removeRecipePicture(user, params.id),
);
