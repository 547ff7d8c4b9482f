import { NextResponse } from "next/server";
import { route } from "@/lib/web/api";
import { exportRecipe, recipeImportRateLimits } from "@/lib/recipe-import";
import { recipeIdParamsSchema } from "@/lib/validations/recipes";

/** A file name from the recipe's name: letters and digits, dashes between. */
const fileName = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_-]+/g, "-")
    .toLowerCase()
    .slice(0, 60) || "recipe";

/** GET /api/recipes/<id>/export: the cook's own recipe as schema.org Recipe JSON-LD, picture inside. */
export const GET = route(
  { auth: "cook", params: recipeIdParamsSchema, limits: [{ rule: recipeImportRateLimits.exportsPerCook, key: "cook" }] },
  async ({ user, params }) => {
    const recipe = await exportRecipe(user, params.id);
    return new NextResponse(JSON.stringify(recipe, null, 2), {
      headers: {
        "Content-Type": "application/ld+json; charset=utf-8",
        "Content-Disposition": `attachment; filename="${fileName(recipe.name)}.recipe.json"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
);
