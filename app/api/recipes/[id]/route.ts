import { NextResponse } from "next/server";
import { requireApiUser } from "@/lib/auth/api-user";
import { ApiError } from "@/lib/http/api-error";
import { apiRoute } from "@/lib/http/api-route";
import { readJsonBody } from "@/lib/http/read-json-body";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { enforceRateLimit } from "@/lib/rate-limit";
import { RECIPE_MAX_BODY_BYTES, recipeRateLimits } from "@/lib/recipes/limits";
import { assertOwnRecipe, deleteRecipe, findRecipe, RECIPE_DELETED, RECIPE_NOT_FOUND, updateRecipe } from "@/lib/recipes/recipes";
import { recipeSchema } from "@/lib/validations/recipes";

type Context = { params: Promise<{ id: string }> };

/** GET /api/recipes/<id>: any cook's recipe, as stored. */
export const GET = apiRoute<Context>(async (request, { params }) => {
  await requireApiUser(request);
  const recipe = await findRecipe((await params).id);
  if (!recipe) throw new ApiError(404, RECIPE_NOT_FOUND);
  return NextResponse.json(recipe, { headers: { "Cache-Control": "private, no-store" } });
});

/**
 * PUT /api/recipes/<id>: replaces the recipe's text; the stored recipe. Whose recipe it is comes
 * first: another cook hears 403 whatever the body says.
 */
export const PUT = apiRoute<Context>(async (request, { params }) => {
  assertSameOrigin(request);
  const user = await requireApiUser(request);
  const { id } = await params;
  await assertOwnRecipe(user, id);
  await enforceRateLimit(recipeRateLimits.writesPerCook, user.id);
  const input = await readJsonBody(request, recipeSchema, { maxBytes: RECIPE_MAX_BODY_BYTES });
  return NextResponse.json(await updateRecipe(user, id, input));
});

/** DELETE /api/recipes/<id>: the recipe, its ingredients and its picture (its author only). */
export const DELETE = apiRoute<Context>(async (request, { params }) => {
  assertSameOrigin(request);
  const user = await requireApiUser(request);
  await enforceRateLimit(recipeRateLimits.writesPerCook, user.id);
  await deleteRecipe(user, (await params).id);
  return NextResponse.json({ message: RECIPE_DELETED });
});
