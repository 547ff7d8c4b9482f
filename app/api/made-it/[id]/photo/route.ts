import { route } from "@/lib/web/api";
import { assertOwnMadeIt, setMadeItPhoto } from "@/lib/cookbook";
import { PICTURE_TOO_LARGE, processPicture, recipeRateLimits } from "@/lib/own-recipes";
import { madeItParamsSchema } from "@/lib/validations/cookbook";
import { RECIPE_PICTURE } from "@/lib/validations/recipes";

/**
 * POST /api/made-it/<id>/photo (multipart, field `image`): the note's photo, checked and
 * re-encoded exactly as a recipe's picture is; ownership is checked before the upload is read.
 */
export const POST = route(
  {
    auth: "cook",
    params: madeItParamsSchema,
    authorize: ({ user, params }) => assertOwnMadeIt(user, params.id),
    limits: [{ rule: recipeRateLimits.picturesPerCook, key: "cook" }],
    body: { upload: { field: RECIPE_PICTURE.field, maxFileBytes: RECIPE_PICTURE.maxBytes, tooLargeMessage: PICTURE_TOO_LARGE } },
  },
  async ({ user, params, body }) => setMadeItPhoto(user.id, params.id, await processPicture(body)),
);
