import { NextResponse } from "next/server";
import { route } from "@/lib/web/api";
import { exportAllRecipes, recipeImportRateLimits } from "@/lib/recipe-import";

/** GET /api/recipes/export: all of the cook's recipes as one schema.org JSON-LD file, pictures inside. */
export const GET = route(
  { auth: "cook", limits: [{ rule: recipeImportRateLimits.exportsPerCook, key: "cook" }] },
  async ({ user, address }) => {
    const file = await exportAllRecipes(user, address);
    const day = new Date().toISOString().slice(0, 10);
    return new NextResponse(JSON.stringify(file, null, 2), {
      headers: {
        "Content-Type": "application/ld+json; charset=utf-8",
        "Content-Disposition": `attachment; filename="res-pe-recipes-${day}.json"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
);
