import { NextResponse } from "next/server";
import { requireApiUser } from "@/lib/auth/api-user";
import { ApiError } from "@/lib/http/api-error";
import { apiRoute } from "@/lib/http/api-route";
import { readJsonBody } from "@/lib/http/read-json-body";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { enforceRateLimit } from "@/lib/rate-limit";
import { RECIPE_MAX_BODY_BYTES, recipeRateLimits } from "@/lib/recipes/limits";
import { createRecipe, listRecipesBy } from "@/lib/recipes/recipes";
import { recipeListQuerySchema, recipeSchema } from "@/lib/validations/recipes";

/** POST /api/recipes: a new recipe by the signed-in cook; 201 with the stored recipe. */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const user = await requireApiUser(request);
  await enforceRateLimit(recipeRateLimits.writesPerCook, user.id);
  const input = await readJsonBody(request, recipeSchema, { maxBytes: RECIPE_MAX_BODY_BYTES });
  return NextResponse.json(await createRecipe(user, input), { status: 201 });
});

/** GET /api/recipes?mine=1: `{ recipes }`, the signed-in cook's own, most recently changed first. */
export const GET = apiRoute(async (request) => {
  const user = await requireApiUser(request);
  const query = recipeListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw new ApiError(400, query.error.issues[0]?.message ?? "Invalid query.");
  return NextResponse.json({ recipes: await listRecipesBy(user.id) }, { headers: { "Cache-Control": "private, no-store" } });
});
