import { mergeKey } from "./nouns";

/** Grams in one millilitre of an ingredient, or undefined when unknown. */
export type DensityOf = (ingredientName: string) => number | undefined;

/** What lib/nutrition's food table offers (its `match`), typed by shape so this domain stays a leaf. */
export type FoodsWithDensity = { match(ingredientName: string): { gPerMl?: number } | null };

/**
 * Our own few densities, used only where the food table (lib/nutrition/data, USDA FoodData
 * Central) gives none or is not at hand. Each is a cup weight from USDA FoodData Central's SR
 * Legacy household measures divided by the 240 ml cup, rounded to two places: flour 125 g, sugar
 * 200 g, packed brown sugar 220 g, icing sugar 120 g, butter 227 g, rolled oats 81 g, uncooked
 * white rice 185 g, cocoa 86 g, dry breadcrumbs 108 g, grated parmesan 100 g, ground almonds
 * 96 g, chopped walnuts 117 g, raisins 145 g, chocolate chips 168 g, red lentils 192 g, table salt
 * 292 g, cornflour 128 g, honey 339 g, milk 244 g, vegetable oil 218 g, desiccated coconut 93 g,
 * frozen peas 134 g, plain yoghurt 245 g.
 */
const OWN_DENSITIES = {
  flour: 0.52, "plain flour": 0.52, "all-purpose flour": 0.52, "self-raising flour": 0.52, "bread flour": 0.53,
  sugar: 0.83, "caster sugar": 0.83, "granulated sugar": 0.83, "brown sugar": 0.92, "icing sugar": 0.5, "powdered sugar": 0.5,
  butter: 0.95, oats: 0.34, "rolled oats": 0.34, rice: 0.77, cocoa: 0.36, "cocoa powder": 0.36, breadcrumbs: 0.45,
  parmesan: 0.42, "ground almonds": 0.4, "almond flour": 0.4, walnuts: 0.49, raisins: 0.6, sultanas: 0.6,
  "chocolate chips": 0.7, lentils: 0.8, salt: 1.22, cornflour: 0.53, cornstarch: 0.53, honey: 1.41, milk: 1.02,
  water: 1, oil: 0.91, "olive oil": 0.91, "vegetable oil": 0.91, "desiccated coconut": 0.39, peas: 0.56, yoghurt: 1.02, yogurt: 1.02,
};
const OWN_KEYS = Object.entries(OWN_DENSITIES).map(([name, grams]) => ({ key: mergeKey(name), grams }));

/** The longest of our own names inside `name` ("self-raising flour" before "flour"). */
function ownDensity(name: string): number | undefined {
  const key = ` ${mergeKey(name)} `;
  let best: { key: string; grams: number } | undefined;
  for (const entry of OWN_KEYS) {
    if (key.includes(` ${entry.key} `) && (!best || entry.key.length > best.key.length)) best = entry;
  }
  return best?.grams;
}

/**
 * The density of an ingredient: the food table's where it has one (pass lib/nutrition's
 * `foodTable()`), else our own table's, else undefined (then weight and volume do not convert).
 */
export function densityLookup(foods?: FoodsWithDensity): DensityOf {
  return (name) => foods?.match(name)?.gPerMl ?? ownDensity(name);
}

/** Poured, not weighed, in metric kitchens: a cup of these becomes millilitres, not grams. */
const LIQUID = /\b(water|milk|stock|broth|cream|oil|juice|wine|vinegar|sauce|syrup|beer|cider|buttermilk|passata|brandy|rum|sherry|liqueur|coffee|tea|extract|essence|kefir)\b/i;
export const isLiquid = (name: string) => LIQUID.test(name);

/** Measured in cups in American kitchens: a weight of these becomes cups or spoons in US units. */
const CUP_MEASURED =
  /\b(flour|sugar|oats|rice|cocoa|breadcrumbs|panko|cornmeal|polenta|couscous|quinoa|coconut|ground almonds|almond flour|cornflour|cornstarch|semolina|lentils|raisins|sultanas|chocolate chips|walnuts|pecans|parmesan|cheddar|grated cheese|shredded cheese|butter|peas|yoghurt|yogurt|sour cream|mayonnaise|peanut butter|honey|ricotta|cream cheese|salt|baking powder|bicarbonate|baking soda|spice|cinnamon|cumin|paprika)\b/i;
export const isCupMeasured = (name: string) => CUP_MEASURED.test(name) || isLiquid(name);
