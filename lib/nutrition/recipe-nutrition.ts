import type { Ingredient, NotEaten } from "@/lib/meals";
import type { Food } from "./food-schema";
import type { FoodTable } from "./food-table";
import { gramsOf } from "./grams";
import { parseIngredient } from "@/lib/ingredients";
import { measureOf } from "./measure";
import { addNutrients, NO_NUTRIENTS, roundNutrients, scaleNutrients, type Nutrients } from "./nutrients";

/** Why a line adds nothing: no amount stated, a food the table lacks, or a unit the food has no weight for. */
type UncountedReason = "no amount" | "unknown ingredient" | "unknown weight";

export type UncountedLine = Ingredient & { reason: UncountedReason };
/**
 * `grams` is what counts (bones already off, by the food's `edibleShare`): a line that says what is
 * not eaten (`notEaten`, from the recipe, or the rule for salt in cooking water) counts the rest; a
 * frying bath the recipe says nothing about counts only its `absorbedShare`.
 */
export type CountedLine = Ingredient & { food: string; grams: number; absorbedShare?: number; cookedYield?: number };

/**
 * "300 g cooked rice", "leftover basmati", "2 cups boiled lentils": the weight of a food the table
 * holds dry, once cooked (divided by its `cookedYield`). Only a word before the name says so:
 * "200 g rice, cooked" is 200 g of rice to cook, and "uncooked" or "parboiled" rice is dry.
 */
const COOKED = /\b(cooked|boiled|steamed|leftover|left-over|day-old)\b/i;
const cookedYieldOf = (food: Food, name: string) => (food.cookedYield && COOKED.test(name.split(/[,(]/)[0]!) ? food.cookedYield : undefined);

/**
 * Oil for deep or shallow frying mostly stays in the pan: a line of this much of an oil or other
 * fat that is nearly all fat (not butter, which a cook eats) is a frying bath, and only the share
 * fried food typically takes up counts. Below it (a tortilla's 250 ml of olive oil, kept in the
 * dish) the whole amount counts.
 */
const FRYING_BATH_MIN_G = 250;
const FRYING_FAT_MIN_G_PER_100G = 90;
const FRYING_OIL_ABSORBED_SHARE = 0.1;

export type RecipeNutrition = {
  counted: CountedLine[];
  uncounted: UncountedLine[];
  /** Grams of everything counted: the base of the per-100 g figures. */
  totalGrams: number;
  total: Nutrients;
};

/**
 * Salt for water that is poured away ("Salt for the pasta water", "… for the cooking water"):
 * pasta or vegetables take up about a tenth of it, so a line that says nothing more counts that.
 */
const SALTED_WATER = /\bfor (the )?(\w+ )?(cooking )?water\b/i;
const SALT_MIN_G_PER_100G = 90;
const SALTED_WATER_NOT_EATEN: NotEaten = { share: 0.9, why: "most of the salt stays in the cooking water, which is poured away" };

/** Each ingredient line through the measure parser, the food table and the unit conversion, summed. */
export function recipeNutrition(ingredients: readonly Ingredient[], table: FoodTable): RecipeNutrition {
  const counted: CountedLine[] = [];
  const uncounted: UncountedLine[] = [];
  let total = NO_NUTRIENTS;
  let totalGrams = 0;
  for (const ingredient of ingredients) {
    const parsed = parseIngredient(ingredient.measure, ingredient.name);
    const measure = measureOf(parsed);
    if (measure.kind === "no amount") {
      uncounted.push({ ...ingredient, reason: "no amount" });
      continue;
    }
    // "Olivenöl", "huile d'olive": the table knows foods by their English names.
    const food = table.match(parsed.food ?? ingredient.name);
    if (!food) {
      uncounted.push({ ...ingredient, reason: "unknown ingredient" });
      continue;
    }
    const cookedYield = cookedYieldOf(food, ingredient.name);
    const weighed = gramsOf(measure.quantity, measure.unit, food, cookedYield !== undefined);
    if (weighed === null) {
      uncounted.push({ ...ingredient, reason: "unknown weight" });
      continue;
    }
    const edible = (weighed / (cookedYield ?? 1)) * (food.edibleShare ?? 1);
    const saltedWater = !ingredient.notEaten && food.per100g.saltG >= SALT_MIN_G_PER_100G && SALTED_WATER.test(ingredient.name);
    const notEaten = ingredient.notEaten ?? (saltedWater ? SALTED_WATER_NOT_EATEN : undefined);
    // The recipe's own word on what is left behind wins over the frying-bath guess.
    const fryingBath = !notEaten && edible > FRYING_BATH_MIN_G && food.per100g.fatG >= FRYING_FAT_MIN_G_PER_100G;
    const eaten = notEaten ? eatenPart(food, edible, notEaten.share) : countedShare(food, edible, fryingBath ? FRYING_OIL_ABSORBED_SHARE : 1);
    counted.push({
      ...ingredient,
      ...(notEaten ? { notEaten } : {}),
      food: food.name,
      grams: eaten.grams,
      ...(fryingBath ? { absorbedShare: FRYING_OIL_ABSORBED_SHARE } : {}),
      ...(cookedYield ? { cookedYield } : {}),
    });
    totalGrams += eaten.grams;
    total = addNutrients(total, eaten.nutrients);
  }
  return { counted, uncounted, totalGrams, total };
}

type Eaten = { grams: number; nutrients: Nutrients };

const countedShare = (food: Food, grams: number, share: number): Eaten => ({
  grams: grams * share,
  nutrients: scaleNutrients(food.per100g, (grams * share) / 100),
});

/** Fat yields 9 kcal a gram (Atwater), whatever the food it renders from. */
const KCAL_PER_G_FAT = 9;

/**
 * What is eaten of `grams` of a food when `share` of it is not: a slice of everything, or, for a
 * food that says what leaves it (`pouredOff`), that share of the line's weight as rendered fat (at
 * most all of its fat) or as brine (its water and that share of its salt), the rest all counted.
 */
function eatenPart(food: Food, grams: number, share: number): Eaten {
  const whole = scaleNutrients(food.per100g, grams / 100);
  switch (food.pouredOff) {
    case undefined:
      return countedShare(food, grams, 1 - share);
    case "fat": {
      const fat = Math.min(grams * share, whole.fatG);
      const saturates = whole.fatG > 0 ? (fat * whole.saturatesG) / whole.fatG : 0;
      const poured = { ...NO_NUTRIENTS, energyKcal: fat * KCAL_PER_G_FAT, fatG: fat, saturatesG: saturates };
      return { grams: grams - fat, nutrients: addNutrients(whole, scaleNutrients(poured, -1)) };
    }
    case "brine":
      return { grams: grams * (1 - share), nutrients: { ...whole, saltG: whole.saltG * (1 - share) } };
  }
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
