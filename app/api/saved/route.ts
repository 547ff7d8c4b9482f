import { NextResponse } from "next/server";
import { route } from "@/lib/web/api";
import { savedMealIds, savedRecipes } from "@/lib/cookbook";

/** GET /api/saved: `{ recipes }`, the cook's saved recipes newest first; `?ids=1` gives `{ ids }` only (the hearts on cards). */
export const GET = route({ auth: "cook" }, async ({ user, request }) => {
  const headers = { "Cache-Control": "private, no-store" };
  if (new URL(request.url).searchParams.get("ids") === "1") return NextResponse.json({ ids: await savedMealIds(user.id) }, { headers });
  return NextResponse.json({ recipes: await savedRecipes(user.id) }, { headers });
});
