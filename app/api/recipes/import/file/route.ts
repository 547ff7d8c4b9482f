import { NextResponse } from "next/server";
import { route } from "@/lib/web/api";
import { recipeImportRateLimits, restoreRecipes } from "@/lib/recipe-import";
import { RECIPE_IMPORT_LIMITS, recipeFileSchema } from "@/lib/validations/recipe-import";

/**
 * POST /api/recipes/import/file: an exported recipes file (JSON-LD from Export all or one
 * recipe's Export, or the account's data download); each recipe saved as a new one of the cook.
 * 201 with `{ created, skipped }`.
 */
export const POST = route(
  {
    auth: "cook",
    limits: [{ rule: recipeImportRateLimits.filesPerCook, key: "cook" }],
    body: { json: recipeFileSchema, maxBytes: RECIPE_IMPORT_LIMITS.fileBytes },
  },
  async ({ user, body }) => NextResponse.json(await restoreRecipes(user, body), { status: 201 }),
);
