/**
 * Diets a meal suits, derived from its ingredient names by one table (./ingredient-table.ts):
 * stored on every write of a catalog, imported or own meal, shown as badges on the recipe page.
 * Conservative: a meal with any line the table does not know claims no diet.
 */
export { DIETS, DIET_LABELS, dietsColumn, dietsFromColumn, dietsOf, type Diet } from "./diets";
