import { route } from "@/lib/web/api";
import { publishRecipe, recipeRateLimits, unpublishRecipe } from "@/lib/own-recipes";
import { recipeIdParamsSchema } from "@/lib/validations/recipes";

/** PUT /api/recipes/<id>/public: makes the cook's recipe public at /r/<slug>; answers `{ public, path }`. */
export const PUT = route(
  { auth: "cook", params: recipeIdParamsSchema, limits: [{ rule: recipeRateLimits.writesPerCook, key: "cook" }] },
  async ({ user, params }) => publishRecipe(user, params.id),
);

/** DELETE /api/recipes/<id>/public: private again; the page answers 410 for a day, then 404. */
export const DELETE = route(
  { auth: "cook", params: recipeIdParamsSchema, limits: [{ rule: recipeRateLimits.writesPerCook, key: "cook" }] },
  async ({ user, params }) => unpublishRecipe(user, params.id),
);
