/** Largest body the plan's and shopping list's routes read: an id, a day, a few numbers; a typed line. */
export const MEAL_PLAN_MAX_BODY_BYTES = 4 * 1024;

/** Caps on a cook's plan and list: far above a home cook's use, and every page stays one query. */
export const MEAL_PLAN_CAPS = {
  plannedMealsPerWeek: 63,
  shoppingItems: 300,
} as const;
