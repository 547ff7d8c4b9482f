import type { UnitChoice } from "./amounts";
import type { DensityOf } from "./densities";
import { parseIngredient } from "./parse";
import { scaleIngredient, type ShownIngredient } from "./scale";

/** A recipe's ingredient as stored: TheMealDB's measure and name pair. */
export type WrittenIngredient = { name: string; measure: string };

/** Every ingredient of a recipe for `factor` times the servings, in `units` (the recipe page, the API, cook mode). */
export function scaleRecipeIngredients(
  ingredients: readonly WrittenIngredient[],
  factor: number,
  options: { units: UnitChoice; densityOf?: DensityOf },
): ShownIngredient[] {
  return ingredients.map(({ name, measure }) => scaleIngredient(parseIngredient(measure, name), factor, options));
}

/**
 * The densities a recipe's lines need, as plain data: the food table lives on the server, the
 * servings control in the browser, so the page sends just these numbers across.
 */
export function densitiesOfRecipe(ingredients: readonly WrittenIngredient[], densityOf: DensityOf): Record<string, number> {
  // Gathered in a Map: an ingredient named "__proto__" set as a plain object's key would be lost.
  const densities = new Map<string, number>();
  for (const { name, measure } of ingredients) {
    for (const key of [parseIngredient(measure, name).name, name]) {
      const density = key ? densityOf(key) : undefined;
      if (density !== undefined) densities.set(key, density);
    }
  }
  return Object.fromEntries(densities);
}

/** The lookup `densitiesOfRecipe` made, back as a function. */
export function densityFromRecord(densities: Readonly<Record<string, number>>): DensityOf {
  return (name) => (Object.hasOwn(densities, name) ? densities[name] : undefined);
}
