import { convertInstructions, densityFromRecord, scaleIngredient, servingsFactor, type IngredientLine, type ShownIngredient, type UnitChoice } from "@/lib/ingredients";

/**
 * The scaling and unit rules (lib/ingredients: a kitchen's amounts, unit tables, oven
 * temperatures), fetched by the recipe page when a cook first reaches for the servings or the
 * units (recipe-scale.tsx): the page as first drawn is the server's, so its first load carries
 * none of this (issue 31).
 */
export function scaleRecipe(
  recipe: { lines: IngredientLine[]; steps: string[]; baseServings: number; densities: Record<string, number> },
  servings: number,
  units: UnitChoice,
): { shown: ShownIngredient[]; steps: string[] } {
  const factor = servingsFactor(recipe.baseServings, servings);
  const densityOf = densityFromRecord(recipe.densities);
  return {
    shown: recipe.lines.map((line) => scaleIngredient(line, factor, { units, densityOf })),
    steps: recipe.steps.map((step) => convertInstructions(step, units)),
  };
}
