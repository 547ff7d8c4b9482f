import { NextResponse } from "next/server";
import { route } from "@/lib/web/api";
import {
  RECIPE_DELETED,
  RECIPE_MAX_BODY_BYTES,
  assertOwnRecipe,
  deleteRecipe,
  getRecipe,
  recipeRateLimits,
  updateRecipe,
} from "@/lib/own-recipes";
import { recipeIdParamsSchema, recipeSchema } from "@/lib/validations/recipes";

/** GET /api/recipes/<id>: any cook's recipe, as stored. */
export const GET = route({ auth: "cook", params: recipeIdParamsSchema }, async ({ params }) =>
  NextResponse.json(await getRecipe(params.id), { headers: { "Cache-Control": "private, no-store" } }),
);

/**
 * PUT /api/recipes/<id>: replaces the recipe's text; the stored recipe. Whose recipe it is comes
 * first: another cook hears 403 whatever the body says.
 */
export const PUT = route(
  {
    auth: "cook",
    params: recipeIdParamsSchema,
    authorize: ({ user, params }) => assertOwnRecipe(user, params.id),
    limits: [{ rule: recipeRateLimits.writesPerCook, key: "cook" }],
    body: { json: recipeSchema, maxBytes: RECIPE_MAX_BODY_BYTES },
  },
  async ({ user, params, body }) => updateRecipe(user, params.id, body),
);

/** DELETE /api/recipes/<id>: the recipe, its ingredients and its picture (its author only). */
export const DELETE = route(
  { auth: "cook", params: recipeIdParamsSchema, limits: [{ rule: recipeRateLimits.writesPerCook, key: "cook" }] },
  async ({ user, params }) => {
    await deleteRecipe(user, params.id);
    return { message: RECIPE_DELETED };
  },
);
