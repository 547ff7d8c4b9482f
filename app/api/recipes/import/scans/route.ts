import { NextResponse } from "next/server";
import { route } from "@/lib/web/api";
import { recipeImportRateLimits, startScanImport } from "@/lib/recipe-import";
import { SCAN_IMPORT_LIMITS } from "@/lib/validations/recipe-import";

/**
 * POST /api/recipes/import/scans (multipart, field `files`, repeated): photos of a recipe or one
 * PDF. Answers 202 with the import job at once; GET /api/recipes/import/scans/<id> follows it.
 */
export const POST = route(
  {
    auth: "cook",
    limits: [
      { rule: recipeImportRateLimits.importsPerAddress, key: "address" },
      { rule: recipeImportRateLimits.importsPerCook, key: "cook" },
    ],
    body: {
      uploads: {
        field: SCAN_IMPORT_LIMITS.field,
        maxFiles: SCAN_IMPORT_LIMITS.files,
        maxTotalBytes: SCAN_IMPORT_LIMITS.bytes,
        tooLargeMessage: `The files are too large: at most ${SCAN_IMPORT_LIMITS.bytes / 1024 / 1024} MB together.`,
      },
    },
  },
  async ({ user, body }) => NextResponse.json(await startScanImport(user.id, body), { status: 202 }),
);
