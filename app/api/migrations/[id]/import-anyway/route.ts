import { NextResponse } from "next/server";
import { route } from "@/lib/web/api";
import { importDuplicatesOf, recipeImportRateLimits } from "@/lib/recipe-import";
import { migrationIdParamsSchema } from "@/lib/validations/migrations";

/** POST /api/migrations/<id>/import-anyway: the same upload again, adding what looked like duplicates. 202 with the new job. */
export const POST = route(
  { auth: "cook", params: migrationIdParamsSchema, limits: [{ rule: recipeImportRateLimits.migrationsPerCook, key: "cook" }] },
  async ({ user, params }) => NextResponse.json(await importDuplicatesOf(user, params.id), { status: 202 }),
);
