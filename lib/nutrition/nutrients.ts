/** The eight figures of a UK/EU nutrition label, in the API's field names. */
export const NUTRIENT_KEYS = [
  "energyKcal",
  "proteinG",
  "carbohydrateG",
  "sugarsG",
  "fatG",
  "saturatesG",
  "fibreG",
  "saltG",
] as const;

export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

export type Nutrients = Record<NutrientKey, number>;

export const NO_NUTRIENTS: Nutrients = Object.freeze({
  energyKcal: 0,
  proteinG: 0,
  carbohydrateG: 0,
  sugarsG: 0,
  fatG: 0,
  saturatesG: 0,
  fibreG: 0,
  saltG: 0,
});

function mapNutrients(nutrients: Nutrients, change: (value: number, key: NutrientKey) => number): Nutrients {
  return Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, change(nutrients[key], key)])) as Nutrients;
}

export const scaleNutrients = (nutrients: Nutrients, factor: number): Nutrients =>
  mapNutrients(nutrients, (value) => value * factor);

export const addNutrients = (a: Nutrients, b: Nutrients): Nutrients => mapNutrients(a, (value, key) => value + b[key]);

/**
 * Label precision: an estimate from typical values is not better than a whole kcal or a tenth of a
 * gram; salt is shown to 0.01 g because a tenth of a gram is already a large share of it.
 */
const DECIMALS: Record<NutrientKey, number> = {
  energyKcal: 0,
  proteinG: 1,
  carbohydrateG: 1,
  sugarsG: 1,
  fatG: 1,
  saturatesG: 1,
  fibreG: 1,
  saltG: 2,
};

export const roundNutrients = (nutrients: Nutrients): Nutrients =>
  mapNutrients(nutrients, (value, key) => {
    const factor = 10 ** DECIMALS[key];
    // Adding 0 turns -0 into 0 so JSON never shows "-0".
    return Math.round(value * factor) / factor + 0;
  });
