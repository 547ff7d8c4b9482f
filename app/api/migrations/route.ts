import { NextResponse } from "next/server";
import { route } from "@/lib/web/api";
import { assertNoRunningMigration, newUploadPath, recipeImportRateLimits, startMigration } from "@/lib/recipe-import";
import { MIGRATION_LIMITS, migrationUploadQuerySchema } from "@/lib/validations/migrations";

/**
 * POST /api/migrations?app=: an export from another app (multipart, field `file`, up to 200 MB,
 * streamed to disk), read in the background. 202 with the job; 409 while the cook's last one runs.
 */
export const POST = route(
  {
    auth: "cook",
    query: migrationUploadQuerySchema,
    authorize: ({ user }) => assertNoRunningMigration(user),
    limits: [{ rule: recipeImportRateLimits.migrationsPerCook, key: "cook" }],
    body: {
      uploadToDisk: {
        field: MIGRATION_LIMITS.field,
        maxFileBytes: MIGRATION_LIMITS.uploadBytes,
        tooLargeMessage: "The export is larger than 200 MB. Export fewer recipes at a time.",
        path: newUploadPath,
      },
    },
  },
  async ({ user, query, body }) =>
    NextResponse.json(await startMigration(user, { filePath: body.filePath, fileName: body.fileName, app: query.app ?? null }), { status: 202 }),
);
