import { convertInstructions, densityLookup, scaleRecipeIngredients, servingsFactor, type UnitChoice } from "@/lib/ingredients";
import type { Meal } from "@/lib/meals";
import { ASSUMED_SERVINGS, foodTable } from "@/lib/nutrition";

/**
 * What `?servings=8&units=us` adds to a meal in TheMealDB's shape: every measure and name as the
 * recipe page shows them for those servings and units, beside (never instead of) strMeasure<N>
 * and strIngredient<N>, and the method with its oven temperatures and tins converted. A line
 * left as written (salt to taste, a pinch) is listed in `unscaledLines` (1-based, as the fields).
 */
export function scaledMealFields(meal: Meal, wanted: { servings?: number; units?: UnitChoice }): Record<string, unknown> {
  const fromServings = meal.servings ?? ASSUMED_SERVINGS;
  const servings = wanted.servings ?? fromServings;
  const units = wanted.units ?? "as written";
  const shown = scaleRecipeIngredients(meal.ingredients, servingsFactor(fromServings, servings), { units, densityOf: densityLookup(foodTable()) });
  const fields: Record<string, unknown> = {};
  for (let index = 1; index <= 20; index += 1) {
    const line = shown[index - 1];
    fields[`strIngredientScaled${index}`] = line?.name ?? "";
    fields[`strMeasureScaled${index}`] = line?.measure ?? "";
  }
  return {
    servingsWritten: fromServings,
    servingsAssumed: meal.servings === null,
    servings,
    units,
    ...fields,
    unscaledLines: shown.flatMap((line, index) => (line.scaled ? [] : [index + 1])),
    strInstructionsConverted: convertInstructions(meal.instructions, units),
  };
}
