import { route } from "@/lib/web/api";
import { addToCollection, kitchenRateLimit, removeFromCollection } from "@/lib/kitchen";
import { collectionRecipeParamsSchema } from "@/lib/validations/kitchen";

const options = { auth: "cook" as const, params: collectionRecipeParamsSchema, limits: [{ rule: kitchenRateLimit, key: "cook" as const }] };

/** PUT /api/collections/<id>/recipes/<mealId>: puts the recipe in the collection; 409 at the cap. */
export const PUT = route(options, async ({ user, params }) => addToCollection(user.id, params.id, params.mealId));

/** DELETE /api/collections/<id>/recipes/<mealId>: takes it out. */
export const DELETE = route(options, async ({ user, params }) => removeFromCollection(user.id, params.id, params.mealId));
