import { recipeChef } from "@/lib/chef";
import { MAX_RECIPE_CHARS, RECIPE_REQUEST_MAX_BYTES, recipeQuota } from "@/lib/chef/limits";
import { streamRecipe } from "@/lib/chef/recipe-response";
import { requireApiUser } from "@/lib/auth/api-user";
import { loadChefConfig } from "@/lib/config/server-config";
import { apiRoute } from "@/lib/http/api-route";
import { readJsonBody } from "@/lib/http/read-json-body";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { enforceRateLimit } from "@/lib/rate-limit";
import { recipeRequestSchema } from "@/lib/validations/chef";

/** The AI chef: a recipe, streamed as markdown, from the ingredients a signed-in cook lists. */
export const POST = apiRoute(async (request) => {
  const user = await requireApiUser(request);
  assertSameOrigin(request);
  const { ingredients } = await readJsonBody(request, recipeRequestSchema, { maxBytes: RECIPE_REQUEST_MAX_BYTES });
  const config = loadChefConfig();
  // Counted after validation: a malformed request costs the cook nothing, and the provider nothing.
  await enforceRateLimit(recipeQuota(config), user.id);
  return streamRecipe(recipeChef(), ingredients, {
    clientSignal: request.signal,
    timeoutMs: config.timeoutMs,
    maxChars: MAX_RECIPE_CHARS,
  });
});
