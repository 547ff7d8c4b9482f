import { MIGRATION_LIMITS, migrationIdParamsSchema, migrationJobSchema, migrationUploadQuerySchema } from "@/lib/validations/migrations";
import { withExamples } from "../examples";
import { operation } from "../operation";

/** Issue 33, "Come from another app": an export uploaded, read by a background job (app/api/migrations). */
const tag = "Import and export";

const EXAMPLE_JOB_ID = "q3Vx9Zt0bLkE2wYp1aRm7Hc";

export const migrationOperations = [
  operation({
    method: "post",
    path: "/api/migrations",
    tag,
    summary: "Bring your recipes over from another app",
    description: `multipart/form-data with the export in field \`${MIGRATION_LIMITS.field}\` (up to 200 MB, written to disk as it arrives): Paprika 3, Mealie, Tandoor, Nextcloud Cookbook, Copy Me That, Chowdown, My Recipe Box, Res-pe, or schema.org JSON-LD. \`app\` chooses the format; without it the format is told from the content. The archive is checked (entries, sizes, inflate ratio, paths, links) before anything is read. Answers at once with the job; 409 while your last one runs.`,
    auth: "cook",
    query: migrationUploadQuerySchema,
    body: { upload: { field: MIGRATION_LIMITS.field, maxBytes: MIGRATION_LIMITS.uploadBytes } },
    limited: true,
    responses: { 202: { description: "The job, queued: poll GET /api/migrations/{id}.", schema: migrationJobSchema } },
    errors: [409],
  }),
  operation({
    method: "get",
    path: "/api/migrations/{id}",
    tag,
    summary: "An import's progress and report",
    description: "Status, recipes done of total, and the report: each recipe added (with a link id and what did not come across), brought over before, looking like one of yours, or skipped with the reason.",
    auth: "cook",
    params: withExamples(migrationIdParamsSchema, { id: [EXAMPLE_JOB_ID] }),
    responses: { 200: { description: "The job.", schema: migrationJobSchema } },
    errors: [404],
  }),
  operation({
    method: "post",
    path: "/api/migrations/{id}/import-anyway",
    tag,
    summary: "Import the look-alikes anyway",
    description: "Runs the same upload again, adding the recipes the report found to be like yours (same name, same ingredients); what was added before is recognised and not added twice.",
    auth: "cook",
    params: withExamples(migrationIdParamsSchema, { id: [EXAMPLE_JOB_ID] }),
    limited: true,
    responses: { 202: { description: "The new job.", schema: migrationJobSchema } },
    errors: [404, 409],
  }),
];
