/**
 * The cook's kitchen (issue 18): the units they cook in, saved recipes and collections, the
 * week's plan and the shopping list. Every list is private to its cook: another cook's id is
 * answered as unknown (404), never as forbidden, so ids reveal nothing.
 */
export { KITCHEN_CAPS, KITCHEN_MAX_BODY_BYTES, kitchenRateLimit } from "./limits";
export { UNITS_COOKIE, setUnitsForCook, unitChoiceOf, unitsCookieOf, unitsForCook } from "./units";
export { MEAL_NOT_FOUND, type KitchenRecipe } from "./meals";
export { isSaved, saveRecipe, savedMealIds, savedRecipes, unsaveRecipe } from "./saved";
export {
  COLLECTION_NOT_FOUND,
  addToCollection,
  createCollection,
  deleteCollection,
  listCollections,
  readCollection,
  removeFromCollection,
  renameCollection,
  type Collection,
  type CollectionSummary,
} from "./collections";
export { SLOTS, addDays, dayLabel, isDay, mondayOf, planningDays, today, weekDays, type Slot } from "./week";
export { PLANNED_NOT_FOUND, addToPlan, changePlanned, clearDay, planForWeek, removePlanned, type Planned } from "./plan";
export { AISLES, aisleOf, type Aisle } from "./aisles";
export {
  SHOPPING_ITEM_NOT_FOUND,
  addOwnItem,
  addRecipeToList,
  checkItem,
  clearChecked,
  listFromWeek,
  readShoppingList,
  removeItem,
  shoppingListText,
  type ShoppingList,
  type ShoppingListItem,
} from "./shopping";
export { changeTime } from "./changes";
