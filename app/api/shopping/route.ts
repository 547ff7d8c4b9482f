import { route } from "@/lib/web/api";
import { clearChecked, readShoppingList } from "@/lib/meal-plan";
import { listChangesRateLimit } from "@/lib/account";
import { clearCheckedQuerySchema } from "@/lib/validations/meal-plan";

/** GET /api/shopping: `{ items, aisles }`, the cook's list by aisle. */
export const GET = route({ auth: "cook" }, async ({ user }) => readShoppingList(user.id));

/** DELETE /api/shopping?checked=true: clears the ticked lines; `{ removed }`. */
export const DELETE = route({ auth: "cook", query: clearCheckedQuerySchema, limits: [{ rule: listChangesRateLimit, key: "cook" }] }, async ({ user }) =>
  clearChecked(user.id),
);
