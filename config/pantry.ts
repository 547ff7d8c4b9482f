/**
 * The pantry's fixed choices ("What can I cook?"), plain constants shared by the schema, the
 * pantry domain and the page's editor.
 */

/** Assumed in every kitchen until the cook removes them. */
export const PANTRY_STAPLES = ["Salt", "Pepper", "Oil", "Water"] as const;

/** One-tap additions on the pantry page: what most kitchens hold on a given day. */
export const PANTRY_QUICK_ADD = [
  "Onions", "Garlic", "Eggs", "Butter", "Milk", "Tomatoes", "Potatoes", "Carrots", "Rice", "Pasta",
  "Plain flour", "Lemon", "Cheddar", "Chickpeas", "Frozen peas", "Spinach", "Ginger", "Sugar",
] as const;

/** Far above a real kitchen's list, low enough that a match stays one small query. */
export const PANTRY_MAX_ITEMS = 100;

/** An item's longest name ("Extra virgin olive oil from the deli" fits). */
export const PANTRY_ITEM_MAX_LENGTH = 60;

/** Meals a page of matches. */
export const PANTRY_PAGE_SIZE = 24;

/** Pages of matches served: nobody reads further down than this. */
export const PANTRY_MAX_PAGE = 50;
