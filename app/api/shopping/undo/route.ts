import { route } from "@/lib/web/api";
import { MEAL_PLAN_MAX_BODY_BYTES, undoListFromPlan } from "@/lib/meal-plan";
import { listChangesRateLimit } from "@/lib/account";
import { shoppingUndoSchema } from "@/lib/validations/meal-plan";

/** POST /api/shopping/undo `{ undo }`: the list back as it was before the make that answered that token. */
export const POST = route(
  { auth: "cook", limits: [{ rule: listChangesRateLimit, key: "cook" }], body: { json: shoppingUndoSchema, maxBytes: MEAL_PLAN_MAX_BODY_BYTES } },
  async ({ user, body }) => undoListFromPlan(user.id, body.undo),
);
