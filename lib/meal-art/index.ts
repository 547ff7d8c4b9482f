/**
 * Meal art: original, generated illustrations for the meals. A flat, friendly top-down picture
 * of the dish (vessel by dish form/category, colours and garnish from the ingredients, table
 * cloth from the cuisine). Pure and deterministic: the same meal always gives the same bytes,
 * so the committed `public/meals/<id>.svg` files can be checked against drawMealArt in tests.
 *
 * This file is the module's only public face: import from `@/lib/meal-art`, never from the
 * files behind it.
 */
export { composeMealArt, describeMealArt, drawMealArt } from "./compose";
export { ALT_MAX, ALT_PREFIX, type Part } from "./describe";
export type { MealArtInput } from "./types";
