import type { Food, FoodUnit } from "./food-schema";
import type { MeasureUnit } from "./measure";

/** A food the table gives no density for weighs like water: stocks, juices, sauces. */
const DEFAULT_G_PER_ML = 1;

/**
 * Units that are one of the food itself for most foods (a clove of garlic, a slice of bread, a
 * fillet of fish, a stick of celery), so the food's piece weight stands in when it names no
 * weight for the unit. A bunch, jar or packet is many pieces: without the food's own figure it
 * is not counted.
 */
const PIECE_LIKE_UNITS: ReadonlySet<FoodUnit | "piece"> = new Set([
  "piece", "clove", "slice", "fillet", "stalk", "stick", "head", "leaf", "sprig", "ear", "rasher", "cube", "sheet",
]);

/**
 * What a unit weighs when the food says nothing: a handful is about 30 g; a knob of butter 15 g;
 * a can or tin is the standard 400 g can (foods in smaller cans, such as tuna, give `unitG.can`).
 */
const DEFAULT_UNIT_G: Partial<Record<FoodUnit, number>> = { handful: 30, knob: 15, can: 400, tin: 400 };

const TWIN_UNITS: Partial<Record<FoodUnit, FoodUnit>> = { can: "tin", tin: "can", stick: "stalk", stalk: "stick" };

function gramsPerCountUnit(unit: FoodUnit | "piece", food: Food): number | undefined {
  if (unit === "piece") return food.pieceG;
  const twin = TWIN_UNITS[unit];
  return (
    food.unitG?.[unit] ??
    (twin && food.unitG?.[twin]) ??
    (PIECE_LIKE_UNITS.has(unit) ? food.pieceG : undefined) ??
    DEFAULT_UNIT_G[unit]
  );
}

/**
 * The grams of `quantity` × `unit` of `food`, or null when the food gives no weight for the unit.
 * `cooked`: the line measures the food once cooked (a cup of cooked rice is lighter than a cup of
 * dry), and the grams are of the cooked food.
 */
export function gramsOf(quantity: number, unit: MeasureUnit, food: Food, cooked = false): number | null {
  switch (unit.kind) {
    case "mass":
      return quantity * unit.grams;
    case "volume":
      return quantity * unit.ml * ((cooked ? food.cookedGPerMl : undefined) ?? food.gPerMl ?? DEFAULT_G_PER_ML);
    case "count": {
      const grams = gramsPerCountUnit(unit.unit, food);
      return grams === undefined ? null : quantity * grams * unit.size;
    }
  }
}
