import { NextResponse } from "next/server";
import { route } from "@/lib/web/api";
import { RECIPE_MAX_BODY_BYTES, createRecipe, listRecipesBy, recipeRateLimits } from "@/lib/own-recipes";
import { recipeListQuerySchema, recipeSchema } from "@/lib/validations/recipes";

/** POST /api/recipes: a new recipe by the signed-in cook; 201 with the stored recipe. */
export const POST = route(
  {
    auth: "cook",
    idempotent: true,
    limits: [{ rule: recipeRateLimits.writesPerCook, key: "cook" }],
    body: { json: recipeSchema, maxBytes: RECIPE_MAX_BODY_BYTES },
  },
  async ({ user, body }) => NextResponse.json(await createRecipe(user, body), { status: 201 }),
);

/** GET /api/recipes?mine=1: `{ recipes }`, the signed-in cook's own, most recently changed first. */
export const GET = route({ auth: "cook", query: recipeListQuerySchema }, async ({ user }) =>
  NextResponse.json({ recipes: await listRecipesBy(user.id) }, { headers: { "Cache-Control": "private, no-store" } }),
);
