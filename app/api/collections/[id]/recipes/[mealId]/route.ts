import { route } from "@/lib/web/api";
import { addToCollection, removeFromCollection } from "@/lib/cookbook";
import { listChangesRateLimit } from "@/lib/account";
import { collectionRecipeParamsSchema } from "@/lib/validations/cookbook";

const options = { auth: "cook" as const, params: collectionRecipeParamsSchema, limits: [{ rule: listChangesRateLimit, key: "cook" as const }] };

/** PUT /api/collections/<id>/recipes/<mealId>: puts the recipe in the collection; 409 at the cap. */
export const PUT = route(options, async ({ user, params }) => addToCollection(user.id, params.id, params.mealId));

/** DELETE /api/collections/<id>/recipes/<mealId>: takes it out. */
export const DELETE = route(options, async ({ user, params }) => removeFromCollection(user.id, params.id, params.mealId));
