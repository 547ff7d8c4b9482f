import { z } from "zod";
import { NUTRIENT_KEYS, type NutrientKey } from "./nutrients";

/** Units a food may give its own weight for ("a clove of garlic", "a can of chickpeas"). */
export const FOOD_UNITS = [
  "clove",
  "slice",
  "can",
  "tin",
  "jar",
  "bunch",
  "sprig",
  "stalk",
  "stick",
  "head",
  "leaf",
  "fillet",
  "sheet",
  "cube",
  "packet",
  "handful",
  "knob",
  "rasher",
  "ear",
] as const;

export type FoodUnit = (typeof FOOD_UNITS)[number];

/** Atwater factors (kcal per gram) used to check that a food's energy agrees with its macronutrients. */
const KCAL_PER_G = { protein: 4, carbohydrate: 4, fat: 9, fibre: 2 } as const;
/** How far the stated energy may stray from the Atwater estimate: tables round and use food-specific factors. */
const ENERGY_TOLERANCE = 0.25;
/** Below this, a food is mostly water or salt and the relative check means nothing (stock, spices' rounding). */
const ENERGY_CHECK_FLOOR_KCAL = 20;
/**
 * Alcohol (7 kcal/g) and acetic acid (3.6 kcal/g) appear in no column, so drinks with alcohol,
 * extracts (vanilla, almond: mostly alcohol) and vinegars are exempt from the energy check.
 */
const ENERGY_OUTSIDE_COLUMNS = /\b(extract|vinegar|wine|beer|brandy|vodka|rum|whisky|whiskey|gin|sake|sherry|marsala|liqueur|ouzo|port|cider|grand marnier|mirin|shaoxing|cognac|bourbon|tequila|vermouth|kirsch|amaretto)\b/;

const lowerCaseName = z
  .string()
  .min(1)
  .refine((name) => name === name.trim().toLowerCase() && !/\s{2,}/.test(name), "must be lower case, trimmed, single-spaced");

const per100gSchema = z.strictObject(
  Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, z.number().nonnegative()])) as Record<NutrientKey, z.ZodNumber>,
);

const foodSchema = z
  .strictObject({
    name: lowerCaseName,
    aliases: z.array(lowerCaseName).default([]),
    per100g: per100gSchema,
    pieceG: z.number().positive().optional(),
    unitG: z.partialRecord(z.enum(FOOD_UNITS), z.number().positive()).optional(),
    gPerMl: z.number().min(0.05).max(3).optional(),
    /**
     * A food bought on the bone (a whole duck, short ribs, bone-in goat): the share of its weight as
     * bought that is eaten, USDA's 1 − refuse. `per100g` is the edible part's, so the bones are taken
     * off here, once, and a recipe never takes them off again.
     */
    edibleShare: z.number().gt(0).lt(1).optional(),
    /**
     * What a recipe pours off or drains from this food when its line says part is not eaten: a fatty
     * meat's rendered fat, or a tin's or jar's brine (water and the salt in it). That part then
     * leaves the line and the rest (the meat, the beans) is all counted; for any other food the part
     * not eaten is a slice of the whole.
     */
    pouredOff: z.enum(["fat", "brine"]).optional(),
    /**
     * A food the table holds dry (rice, pasta, grains, dried pulses): how many grams it weighs once
     * cooked per gram dry, from USDA's own pair (kcal per 100 g dry ÷ kcal per 100 g cooked). A line
     * of the cooked food ("300 g cooked rice", "leftover rice") counts its weight divided by this.
     */
    cookedYield: z.number().gt(1).max(6).optional(),
    /** A cup of it cooked weighs this per ml (USDA: 158 g a cup of cooked rice), not its dry density. */
    cookedGPerMl: z.number().min(0.3).max(1.2).optional(),
  })
  .superRefine((food, context) => {
    const { per100g: n } = food;
    if (n.sugarsG > n.carbohydrateG) context.addIssue({ code: "custom", message: "sugars exceed carbohydrate" });
    if (n.saturatesG > n.fatG) context.addIssue({ code: "custom", message: "saturates exceed fat" });
    // Fibre is left out: in USDA's figures it is part of the carbohydrate already.
    if (n.proteinG + n.carbohydrateG + n.fatG + n.saltG > 101) {
      context.addIssue({ code: "custom", message: "more than 100 g of nutrients in 100 g" });
    }
    // Tables differ on whether carbohydrate includes fibre (USDA's "by difference" does, UK labels
    // do not) and on what fibre yields (0 to 2 kcal/g), so the energy may sit anywhere between
    // the lowest and the highest reading, give or take the tolerance.
    const fromMacros = KCAL_PER_G.protein * n.proteinG + KCAL_PER_G.carbohydrate * n.carbohydrateG + KCAL_PER_G.fat * n.fatG;
    const low = fromMacros - KCAL_PER_G.carbohydrate * n.fibreG;
    const high = fromMacros + KCAL_PER_G.fibre * n.fibreG;
    const nearest = Math.min(Math.max(n.energyKcal, low), high);
    const exempt = ENERGY_OUTSIDE_COLUMNS.test(`${food.name} ${food.aliases.join(" ")}`);
    if (!exempt && Math.max(high, n.energyKcal) >= ENERGY_CHECK_FLOOR_KCAL) {
      if (Math.abs(n.energyKcal - nearest) / Math.max(nearest, n.energyKcal) > ENERGY_TOLERANCE) {
        context.addIssue({
          code: "custom",
          message: `energy ${n.energyKcal} kcal is not within ${ENERGY_TOLERANCE * 100} % of 4/4/9 kcal per g of protein/carbohydrate/fat, fibre at 0 to 2 (${Math.round(low)}–${Math.round(high)} kcal)`,
        });
      }
    }
  });

export type Food = z.infer<typeof foodSchema>;

export const foodFileSchema = z.strictObject({
  source: z.string().min(20),
  foods: z.array(foodSchema).min(1),
});
