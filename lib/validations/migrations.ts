import { z } from "zod";
import "./browser-zod";
import { codedNoteSchema } from "./recipe-import";
import { MIGRATION_APPS } from "./form-limits";
export { MIGRATION_APPS, MIGRATION_LIMITS } from "./form-limits";

const APP_IDS = MIGRATION_APPS.map((app) => app.id) as [string, ...string[]];

/** POST /api/migrations?app=: the app, or nothing to tell it from the file. */
export const migrationUploadQuerySchema = z.strictObject({
  app: z.enum(APP_IDS, { error: `The app must be one of: ${APP_IDS.join(", ")}.` }).optional(),
});

export const migrationIdParamsSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{16,32}$/, "A migration id is 16 to 32 letters, digits, - or _."),
});

const recipeLink = z.object({ id: z.string(), name: z.string() });

export const migrationReportSchema = z.object({
  imported: z.array(
    recipeLink.extend({
      notCarried: z.array(z.string()),
      /** Issue 35: notCarried one for one as a code and values, for a page in another language; null for a line an app reader words itself. */
      notCarriedCodes: z.array(codedNoteSchema.nullable()).optional().meta({ description: "The notCarried lines one for one as a stable code and its values (null where the line has no code); notCarried stays English." }),
    }),
  ),
  /** Recipes brought over by an earlier run of the same export: nothing added. */
  alreadyImported: z.array(recipeLink.extend({ from: z.string() })),
  /** Looks like a recipe the cook already has (same name, same ingredients): "Import anyway" brings them. */
  duplicates: z.array(z.object({ name: z.string(), duplicateOf: recipeLink })),
  skipped: z.array(
    z.object({
      name: z.string(),
      reason: z.string(),
      reasonCode: codedNoteSchema.nullable().optional().meta({ description: "The reason as a stable code and its values, when it has one (e.g. \"recipeLimitReached\"); reason stays English." }),
      nameCode: codedNoteSchema.nullable().optional().meta({ description: "For a recipe the export gives no name: the name given it by its place (e.g. \"rowNumber\", { number: 5 }); name stays English (\"Row 5\")." }),
    }),
  ),
  /** Where the per-cook recipe cap stopped the import, when it did. */
  stoppedAtCap: z.string().nullable(),
  stoppedAtCapCode: codedNoteSchema.nullable().optional().meta({ description: "stoppedAtCap as a stable code and its values." }),
  /** Issue 35: why the job failed (the job's `message`, English) as a code, when it has one. */
  failureCode: codedNoteSchema.nullable().optional().meta({ description: "The failed job's message as a stable code (e.g. \"unknownApp\", \"notTandoor\") and its values; message stays English." }),
});
export type MigrationReport = z.output<typeof migrationReportSchema>;

export const emptyMigrationReport = (): MigrationReport => ({ imported: [], alreadyImported: [], duplicates: [], skipped: [], stoppedAtCap: null });

const MIGRATION_STATUSES = ["queued", "running", "done", "failed"] as const;

export const migrationJobSchema = z.object({
  id: z.string(),
  status: z.enum(MIGRATION_STATUSES),
  fileName: z.string(),
  /** The app the export was read as, once known. */
  app: z.string().nullable(),
  done: z.number().int(),
  total: z.number().int(),
  /** Why the job failed, for the cook. */
  message: z.string().nullable(),
  report: migrationReportSchema,
});
export type MigrationJobView = z.output<typeof migrationJobSchema>;
