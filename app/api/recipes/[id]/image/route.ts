import { NextResponse } from "next/server";
import { requireApiUser } from "@/lib/auth/api-user";
import { apiRoute } from "@/lib/http/api-route";
import { readUploadedFile } from "@/lib/http/read-uploaded-file";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { enforceRateLimit } from "@/lib/rate-limit";
import { recipeRateLimits } from "@/lib/recipes/limits";
import { PICTURE_TOO_LARGE, processPicture } from "@/lib/recipes/pictures";
import { assertOwnRecipe, removeRecipePicture, setRecipePicture } from "@/lib/recipes/recipes";
import { RECIPE_PICTURE } from "@/lib/validations/recipes";

type Context = { params: Promise<{ id: string }> };

/**
 * POST /api/recipes/<id>/image (multipart, field `image`): the recipe's new picture, re-encoded;
 * answers the stored recipe with its new pictureUrl. Ownership is checked before the upload is
 * read, so nobody can make the server read 5 MB for someone else's recipe.
 */
export const POST = apiRoute<Context>(async (request, { params }) => {
  assertSameOrigin(request);
  const user = await requireApiUser(request);
  const { id } = await params;
  await assertOwnRecipe(user, id);
  await enforceRateLimit(recipeRateLimits.picturesPerCook, user.id);
  const upload = await readUploadedFile(request, {
    field: RECIPE_PICTURE.field,
    maxFileBytes: RECIPE_PICTURE.maxBytes,
    tooLargeMessage: PICTURE_TOO_LARGE,
  });
  return NextResponse.json(await setRecipePicture(user, id, await processPicture(upload)));
});

/** DELETE /api/recipes/<id>/image: back to the picture the app draws. */
export const DELETE = apiRoute<Context>(async (request, { params }) => {
  assertSameOrigin(request);
  const user = await requireApiUser(request);
  await enforceRateLimit(recipeRateLimits.writesPerCook, user.id);
  return NextResponse.json(await removeRecipePicture(user, (await params).id));
});
