import { z } from "zod";
import { importedRecipeSchema, recipeFileSchema, recipeImportSchema, restoredRecipesSchema } from "@/lib/validations/recipe-import";
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
