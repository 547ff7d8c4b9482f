import { route } from "@/lib/web/api";
import { listChangesRateLimit } from "@/lib/account";
import { saveRecipe, unsaveRecipe } from "@/lib/cookbook";
import { savedParamsSchema } from "@/lib/validations/cookbook";

const options = { auth: "cook" as const, params: savedParamsSchema, limits: [{ rule: listChangesRateLimit, key: "cook" as const }] };

/** PUT /api/saved/<mealId>: hearts the recipe (`{ saved: true }`); 404 unknown meal, 409 at the cap. */
export const PUT = route(options, async ({ user, params }) => saveRecipe(user.id, params.mealId));

/** DELETE /api/saved/<mealId>: un-hearts it (`{ saved: false }`). */
export const DELETE = route(options, async ({ user, params }) => unsaveRecipe(user.id, params.mealId));
