import { z } from "zod";
import {
  SCAN_IMPORT_LIMITS,
  importedRecipeSchema,
  recipeFileSchema,
  recipeImportSchema,
  restoredRecipesSchema,
  scanJobParamsSchema,
  scanJobSchema,
} from "@/lib/validations/recipe-import";
import { recipeIdParamsSchema } from "@/lib/validations/recipes";
import { EXAMPLE_RECIPE_ID, withExamples } from "../examples";
import { operation } from "../operation";

/** Bringing recipes in from web pages and files, and taking them out (app/api/recipes/import, export). */
const tag = "Import and export";

/** schema.org `Recipe` JSON-LD, with a `resPeRecipe` block that makes reading it back lossless. */
const jsonLdRecipe = z.looseObject({ "@context": z.string(), "@type": z.string(), name: z.string() });

export const recipeImportOperations = [
  operation({
    method: "post",
    path: "/api/recipes/import",
    tag,
    summary: "Read a recipe from a web page",
    description:
      "`{ url }` (http or https; fetched by a guard that refuses private addresses, at most 5 redirects, 10 s, 5 MB) or `{ html }` (the page pasted). Reads schema.org `Recipe` (JSON-LD, then microdata) into the recipe form's values. Saves nothing.",
    auth: "cook",
    body: { json: recipeImportSchema, example: { url: "https://example.com/recipes/leek-soup" } },
    limited: true,
    responses: { 200: { description: "The recipe as the form is filled with it, its picture and notes.", schema: importedRecipeSchema } },
    errors: [502, 504],
  }),
  operation({
    method: "post",
    path: "/api/recipes/import/file",
    tag,
    summary: "Bring back exported recipes",
    description: "A file from Export all or one recipe's Export (or the account's data download): each recipe is saved as a new one of yours.",
    auth: "cook",
    body: { json: recipeFileSchema, example: { "@context": "https://schema.org", "@graph": [] } },
    limited: true,
    responses: { 201: { description: "What was saved and what was skipped, and why.", schema: restoredRecipesSchema } },
  }),
  operation({
    method: "post",
    path: "/api/recipes/import/scans",
    tag,
    summary: "Read a recipe from photos or a PDF",
    description:
      `Photos of one recipe (JPEG, PNG, WebP or HEIC, turned by their EXIF orientation; at most ${SCAN_IMPORT_LIMITS.pixels / 1_000_000} megapixels each) ` +
      `or one PDF (its text layer, scanned pages recognised like photos; at most ${SCAN_IMPORT_LIMITS.pdfPages} pages, ${SCAN_IMPORT_LIMITS.scannedPages} of them scanned). ` +
      `Text is recognised offline, then read into the recipe form's values. Answers 202 at once with the import; follow it with GET /api/recipes/import/scans/{id}. ` +
      `One import per cook at a time (409), stopped after ${SCAN_IMPORT_LIMITS.jobSeconds} s. Saves nothing.`,
    auth: "cook",
    body: { upload: { field: SCAN_IMPORT_LIMITS.field, maxBytes: SCAN_IMPORT_LIMITS.bytes, maxFiles: SCAN_IMPORT_LIMITS.files, what: "Photos of the recipe, or one PDF" } },
    limited: true,
    responses: { 202: { description: "The import, waiting or reading.", schema: scanJobSchema } },
    errors: [409],
  }),
  operation({
    method: "get",
    path: "/api/recipes/import/scans/{id}",
    tag,
    summary: "How a photo or PDF import goes",
    description: "Pages read so far; when done, the recipes found (one for photos, each recipe of a PDF) as the form is filled with them, and the pages as read. Kept for half an hour.",
    auth: "cook",
    params: withExamples(scanJobParamsSchema, { id: ["Xq3vT0bYk2LmN8pQ"] }),
    responses: { 200: { description: "The import.", schema: scanJobSchema } },
    errors: [404],
  }),
  operation({
    method: "get",
    path: "/api/recipes/export",
    tag,
    summary: "All your recipes as one file",
    description: "schema.org JSON-LD, pictures inside as data URLs; POST /api/recipes/import/file reads it back.",
    auth: "cook",
    limited: true,
    responses: { 200: { description: "The file (a download).", mediaType: "application/ld+json", schema: z.looseObject({ "@context": z.string() }) } },
  }),
  operation({
    method: "get",
    path: "/api/recipes/{id}/export",
    tag,
    summary: "One of your recipes as schema.org JSON-LD",
    description: "Only its author may export it: another cook's recipe is 403.",
    auth: "cook",
    params: withExamples(recipeIdParamsSchema, { id: [EXAMPLE_RECIPE_ID] }),
    limited: true,
    responses: { 200: { description: "The recipe (a download).", mediaType: "application/ld+json", schema: jsonLdRecipe } },
    errors: [403, 404],
  }),
];
