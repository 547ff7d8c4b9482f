/**
 * Ingredient lines: the one parser (a free line or a TheMealDB measure and name pair → quantity,
 * range, unit, container size, name, preparation, comment, in linear time), scaling by servings
 * shown as a kitchen measures it (cups and spoons, sticks of butter, whole eggs, 1 kg not 1000 g:
 * the rules are in amounts.ts), metric ↔ US customary
 * (weight ↔ volume through densities), oven temperatures and tin sizes in a method, and merging
 * lines into a shopping list. Lines in German, French and Spanish read too ("2 EL Olivenöl", "1 c.
 * à soupe", "1 cucharada": languages/measures.ts), their common foods known by the English names
 * nutrition, the pantry and the shopping list use (languages/food-names.ts). Pure functions: no
 * database, no I/O.
 *
 * A leaf domain: it imports no other domain. Densities come from lib/nutrition's food table when
 * the caller passes it (`densityLookup(foodTable())`), else from this domain's own small table.
 */
export type { IngredientLine } from "./line";
export { parseIngredient, parseIngredientLine } from "./parse";
export { foodIn, foodNameCounts, type Language } from "./languages/food-lookup";
export type { UnitChoice } from "./amounts";
export { scaleIngredient, servingsFactor, type ShownIngredient } from "./scale";
export { densityLookup } from "./densities";
export { convertInstructions } from "./instructions";
export { mergeForShopping, type ShoppingSource } from "./shopping";
export { mergeKey } from "./nouns";
export { unitNamed } from "./units";
export { densitiesOfRecipe, densityFromRecord, scaleRecipeIngredients } from "./recipe";
