import { localeOfRequest } from "@/lib/platform/i18n";
import { route } from "@/lib/web/api";
import { importRecipe, recipeImportRateLimits } from "@/lib/recipe-import";
import { RECIPE_IMPORT_LIMITS, recipeImportSchema } from "@/lib/validations/recipe-import";

/**
 * POST /api/recipes/import `{ url }` or `{ html }`: the recipe on that page as the form's values
 * (see importedRecipeSchema), its picture re-encoded as a data URL, and notes. Saves nothing.
 */
export const POST = route(
  {
    auth: "cook",
    limits: [
      { rule: recipeImportRateLimits.importsPerAddress, key: "address" },
      { rule: recipeImportRateLimits.importsPerCook, key: "cook" },
    ],
    body: { json: recipeImportSchema, maxBytes: RECIPE_IMPORT_LIMITS.maxBodyBytes },
  },
  async ({ request, user, address, body }) =>
    // A recipe read from a page's text gets its notes' heading in the cook's language (its own text from then on).
    importRecipe(body, { requestedBy: { userId: user.id, address }, signal: request.signal, locale: localeOfRequest(request, user.locale) }),
);
