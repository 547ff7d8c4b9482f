import type { Ingredient } from "@/lib/meals";
import type { FoodTable } from "./food-table";
import { gramsOf } from "./grams";
import { parseIngredient } from "@/lib/ingredients";
import { measureOf } from "./measure";
import { addNutrients, NO_NUTRIENTS, roundNutrients, scaleNutrients, type Nutrients } from "./nutrients";

/** Why a line adds nothing: no amount stated, a food the table lacks, or a unit the food has no weight for. */
export type UncountedReason = "no amount" | "unknown ingredient" | "unknown weight";

export type UncountedLine = Ingredient & { reason: UncountedReason };
/**
 * `grams` is what counts: a line that says what is not eaten (`notEaten`, from the recipe) counts
 * the rest; a frying bath the recipe says nothing about counts only its `absorbedShare`.
 */
export type CountedLine = Ingredient & { food: string; grams: number; absorbedShare?: number };

/**
 * Oil for deep or shallow frying mostly stays in the pan: a line of this much of an oil or other
 * fat that is nearly all fat (not butter, which a cook eats) is a frying bath, and only the share
 * fried food typically takes up counts. Below it (a tortilla's 250 ml of olive oil, kept in the
 * dish) the whole amount counts.
 */
const FRYING_BATH_MIN_G = 250;
const FRYING_FAT_MIN_G_PER_100G = 90;
export const FRYING_OIL_ABSORBED_SHARE = 0.1;

export type RecipeNutrition = {
  counted: CountedLine[];
  uncounted: UncountedLine[];
  /** Grams of everything counted: the base of the per-100 g figures. */
  totalGrams: number;
  total: Nutrients;
};

/** Each ingredient line through the measure parser, the food table and the unit conversion, summed. */
export function recipeNutrition(ingredients: readonly Ingredient[], table: FoodTable): RecipeNutrition {
  const counted: CountedLine[] = [];
  const uncounted: UncountedLine[] = [];
  let total = NO_NUTRIENTS;
  let totalGrams = 0;
  for (const ingredient of ingredients) {
    const measure = measureOf(parseIngredient(ingredient.measure, ingredient.name));
    if (measure.kind === "no amount") {
      uncounted.push({ ...ingredient, reason: "no amount" });
      continue;
    }
    const food = table.match(ingredient.name);
    if (!food) {
      uncounted.push({ ...ingredient, reason: "unknown ingredient" });
      continue;
    }
    const weighed = gramsOf(measure.quantity, measure.unit, food);
    if (weighed === null) {
      uncounted.push({ ...ingredient, reason: "unknown weight" });
      continue;
    }
    // The recipe's own word on what is left behind wins over the frying-bath guess.
    const fryingBath = !ingredient.notEaten && weighed > FRYING_BATH_MIN_G && food.per100g.fatG >= FRYING_FAT_MIN_G_PER_100G;
    const eatenShare = ingredient.notEaten ? 1 - ingredient.notEaten.share : fryingBath ? FRYING_OIL_ABSORBED_SHARE : 1;
    const grams = weighed * eatenShare;
    counted.push({ ...ingredient, food: food.name, grams, ...(fryingBath ? { absorbedShare: FRYING_OIL_ABSORBED_SHARE } : {}) });
    totalGrams += grams;
    total = addNutrients(total, scaleNutrients(food.per100g, grams / 100));
  }
  return { counted, uncounted, totalGrams, total };
}

export type NutritionFigures = {
  servings: number;
  perServing: Nutrients;
  perRecipe: Nutrients;
  per100g: Nutrients;
};

/** The label's three columns, rounded as a label is (whole kcal, 0.1 g, salt 0.01 g). */
export function nutritionFigures(recipe: RecipeNutrition, servings: number): NutritionFigures {
  return {
    servings,
    perServing: roundNutrients(scaleNutrients(recipe.total, 1 / servings)),
    perRecipe: roundNutrients(recipe.total),
    per100g: roundNutrients(recipe.totalGrams > 0 ? scaleNutrients(recipe.total, 100 / recipe.totalGrams) : NO_NUTRIENTS),
  };
}
