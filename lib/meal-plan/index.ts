/**
 * The cook's meal plan: the week's breakfasts, lunches and dinners, and the shopping list made
 * from it (or from one recipe, or typed), by aisle, leaving off what the pantry holds. "Meal
 * plan" because that is the cook's word for the week ahead; the recipes they keep are
 * lib/cookbook, what is in their cupboards lib/pantry. Changes made offline arrive late: the newer
 * one wins per field of a shopping line or a planned meal (merge.ts has the rule). Shared by the
 * household: another household's planned meal or list line is answered as unknown (404), never as
 * forbidden.
 */
export { MEAL_PLAN_MAX_BODY_BYTES } from "./limits";
export { addDays, dayLabel, firstDayOfWeek, mondayOf, weekStartOf, planningDays, today, windowDays, windowStart } from "./week";
export { addToPlan, changePlanned, clearDay, planForDays, planForWeek, removePlanned, type Planned } from "./plan";
export { AISLES, type Aisle } from "./aisles";
export { listFromPlan, undoListFromPlan } from "./plan-list";
export {
  addOwnItem,
  addRecipeToList,
  changeItem,
  clearChecked,
  readShoppingList,
  removeItem,
  shoppingListText,
} from "./shopping";
