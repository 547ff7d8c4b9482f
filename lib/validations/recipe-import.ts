import { z } from "zod";
import "./browser-zod";
import { DIFFICULTIES } from "@/config/meals";
import { RECIPE_IMPORT_LIMITS } from "./form-limits";
export { RECIPE_IMPORT_LIMITS, SCAN_IMPORT_LIMITS } from "./form-limits";

const ASK = "Give the web address of a recipe page, or paste the page's HTML.";

/** POST /api/recipes/import: `{ url }` or `{ html }`. */
export const recipeImportSchema = z.union(
  [
    z.strictObject({
      url: z
        .string({ error: ASK })
        .trim()
        .min(1, "Please give the web address of the recipe page.")
        .max(RECIPE_IMPORT_LIMITS.url, `A web address can be at most ${RECIPE_IMPORT_LIMITS.url} characters.`),
    }),
    z.strictObject({
      html: z
        .string({ error: ASK })
        .trim()
        .min(1, "Please paste the page's HTML.")
        .max(RECIPE_IMPORT_LIMITS.htmlChars, "The pasted HTML is larger than 5 MB."),
    }),
  ],
  { error: ASK },
);

/** POST /api/recipes/import/file: an exported recipes file (JSON-LD, or the account's data export). */
export const recipeFileSchema = z.union([z.looseObject({}), z.array(z.unknown())], {
  error: "The file is not a recipes file exported from Res-pe (JSON-LD).",
});

/** A recipe read from a page, as the form is filled with it (category empty when none of ours matched). */
/** A sentence the server writes for a cook as a stable code and the values it names (issue 35). */
export const codedNoteSchema = z.object({ code: z.string(), values: z.record(z.string(), z.union([z.string(), z.number()])) });

export const importedRecipeSchema = z.object({
  recipe: z.object({
    name: z.string(),
    category: z.string(),
    area: z.string(),
    instructions: z.string(),
    servings: z.number().int(),
    prepMinutes: z.number().int().nullable(),
    cookMinutes: z.number().int().nullable(),
    /** The page's total, resting and chilling included; or preparation + cooking. */
    totalMinutes: z.number().int().nullable(),
    difficulty: z.enum(DIFFICULTIES).nullable(),
    tags: z.array(z.string()),
    videoUrl: z.string().nullable(),
    sourceUrl: z.string().nullable(),
    ingredients: z.array(z.object({ name: z.string(), measure: z.string() })),
  }),
  /** The page's description: Res-pe's recipes have no such field, so it is shown, not saved. */
  description: z.string().nullable(),
  /** The yield as the page words it, when the servings alone lose something ("4–6 servings", "12 muffins"). */
  yieldText: z.string().nullable(),
  /** The picture, fetched through the same guard and re-encoded like an upload (WebP). */
  picture: z.object({ dataUrl: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
  /** What was changed or left out to fit Res-pe's limits, and what the cook should check. */
  notes: z.array(z.string()),
  /**
   * The same notes, one for one, as a stable code and the values it names (issue 35): a page shows
   * them in the cook's language; `notes` stay English. Absent from answers stored before codes.
   */
  noteCodes: z
    .array(codedNoteSchema)
    .optional()
    .meta({ description: "The notes one for one as a stable code (e.g. \"noServings\", \"chooseCategorySaid\") and the values its sentence names (e.g. { \"said\": \"Mains\" }), for a client that words them in its own language. `notes` keep the English sentences." }),
  /** Where the recipe was read: the page's schema.org data, or the text of a page, a photo or a PDF (issue 36). */
  foundIn: z.enum(["json-ld", "microdata", "page-text", "photo", "pdf"]),
  /** Lines read from a picture with little confidence, as written, for the preview to mark. */
  doubtful: z.array(z.string()).optional(),
});

/** The answer of POST /api/recipes/import/file. */
export const restoredRecipesSchema = z.object({
  created: z.array(z.object({ id: z.string(), name: z.string() })),
  skipped: z.array(
    z.object({
      name: z.string(),
      reason: z.string(),
      /** Issue 35: the reason as a code and values when it has one (the recipe cap); a recipe form's message is worded as the form words it. */
      reasonCode: codedNoteSchema.optional().meta({ description: "The reason as a stable code and its values, when it has one (e.g. \"recipeLimitReached\"); reason stays English." }),
      nameCode: codedNoteSchema.optional().meta({ description: "For a recipe the file gives no name: \"recipeWithoutName\"; name stays English." }),
    }),
  ),
});

export type RecipeImportRequest = z.output<typeof recipeImportSchema>;
export type ImportedRecipe = z.output<typeof importedRecipeSchema>;
export type RestoredRecipes = z.output<typeof restoredRecipesSchema>;

const SCAN_JOB_STATES = ["waiting", "reading", "done", "failed"] as const;

/** GET /api/recipes/import/scans/<id>: an import's progress and, when done, what it found. */
export const scanJobSchema = z.object({
  id: z.string(),
  state: z.enum(SCAN_JOB_STATES),
  /** Pages read and to read, for the progress bar. */
  pagesRead: z.number().int(),
  pages: z.number().int(),
  /** One recipe for photos; each recipe of a PDF, offered one by one. */
  recipes: z.array(importedRecipeSchema),
  /** The pages as read (upright), to show beside the preview. */
  sources: z.array(z.object({ dataUrl: z.string(), width: z.number().int(), height: z.number().int() })),
  /** Why the import failed, in the cook's words. */
  message: z.string().nullable(),
});

export const scanJobParamsSchema = z.strictObject({ id: z.string().regex(/^[A-Za-z0-9_-]{16,32}$/, "Not an import's id.") });

export type ScanJob = z.output<typeof scanJobSchema>;
