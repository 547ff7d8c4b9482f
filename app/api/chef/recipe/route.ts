import { route } from "@/lib/web/api";
import { RECIPE_REQUEST_MAX_BYTES, addressRecipeQuota, askChef, recipeQuota } from "@/lib/chef";
import { loadConfig } from "@/lib/platform/config";
import { localeOfRequest } from "@/lib/platform/i18n";
import { recipeRequestSchema } from "@/lib/validations/chef";

/** The AI chef: a recipe, streamed as markdown, from the ingredients a signed-in cook lists. */
export const POST = route(
  {
    auth: "cook",
    body: { json: recipeRequestSchema, maxBytes: RECIPE_REQUEST_MAX_BYTES },
    // Counted once the list is valid: a malformed request costs the cook nothing, and the provider nothing.
    limits: [
      { rule: () => recipeQuota(loadConfig().chef), key: "cook", afterBody: true },
      { rule: () => addressRecipeQuota(loadConfig().chef), key: "address", afterBody: true },
    ],
  },
  // The model answers in the cook's language: their setting, else their browser's (issue 35).
  ({ request, body, user }) => askChef(body.ingredients, request.signal, localeOfRequest(request, user.locale)),
);
