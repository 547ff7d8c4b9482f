import { unitNamed, type IngredientLine } from "@/lib/ingredients";
import type { FoodUnit } from "./food-schema";
import { FOOD_UNITS } from "./food-schema";

/**
 * A cook's measure ("1 1/2 cups", "½ tsp", "2-3 cloves", "175g/6oz", "a pinch", "to taste") as an
 * amount: how many of which unit. Turning that into grams needs the food (grams.ts).
 *
 * Read by the app's one ingredient-line parser (lib/ingredients), the same one that scales,
 * converts and merges lines for the shopping list, so nutrition and the recipe page can never
 * read a line two ways. This file only says what its units weigh for nutrition.
 */
export type Measure =
  | { kind: "amount"; quantity: number; unit: MeasureUnit }
  /** No amount is stated ("to taste", "for frying", "garnish", nothing at all). */
  | { kind: "no amount" };

export type MeasureUnit =
  | { kind: "mass"; grams: number }
  | { kind: "volume"; ml: number }
  /** Counted items: "2 eggs" is two pieces, "3 cloves" three of the food's cloves; `size` from "large" etc. */
  | { kind: "count"; unit: FoodUnit | "piece"; size: number };

/**
 * Amounts the parser keeps as counts because a cook never scales them, which nutrition weighs:
 * a pinch is what two fingers hold, about 1/16 teaspoon (0.36 g of salt); a dash a few shakes of a
 * bottle (1/8 teaspoon); a drop 0.05 ml. A splash is too vague to count.
 */
const FIXED_AMOUNTS: Readonly<Record<string, MeasureUnit>> = {
  pinch: { kind: "mass", grams: 0.36 },
  dash: { kind: "volume", ml: 0.6 },
  drop: { kind: "volume", ml: 0.05 },
};

/** Counted units the food table knows by another name; other counts are pieces of the food. */
const COUNT_UNIT_TWINS: Readonly<Record<string, FoodUnit>> = { pack: "packet", sachet: "packet" };

/** A typical small/large item against a medium one (USDA's onion: 70 / 110 / 150 g). */
const SIZES: Readonly<Record<string, number>> = {
  small: 0.7,
  medium: 1, med: 1, average: 1, regular: 1,
  large: 1.3, big: 1.3, lg: 1.3,
  "extra large": 1.5, "extra-large": 1.5, xl: 1.5, jumbo: 1.5,
};

function sizeOf(descriptor: string | null): number {
  const words = descriptor?.toLowerCase() ?? "";
  for (const [word, size] of Object.entries(SIZES)) if (size !== 1 && new RegExp(String.raw`\b${word}\b`).test(words)) return size;
  return 1;
}

function unitFor(name: string | null, size: number): MeasureUnit | null {
  if (name === null) return { kind: "count", unit: "piece", size };
  if (Object.hasOwn(FIXED_AMOUNTS, name)) return FIXED_AMOUNTS[name]!;
  const unit = unitNamed(name);
  if (!unit) return { kind: "count", unit: "piece", size };
  if (unit.kind === "mass") return { kind: "mass", grams: unit.base };
  if (unit.kind === "volume") return { kind: "volume", ml: unit.base };
  if (unit.fixed) return null; // a splash
  const food = Object.hasOwn(COUNT_UNIT_TWINS, name) ? COUNT_UNIT_TWINS[name]! : (FOOD_UNITS as readonly string[]).includes(name) ? (name as FoodUnit) : "piece";
  return { kind: "count", unit: food, size };
}

/** A parsed line's amount as nutrition weighs it: the middle of a range, a container by its stated size. */
export function measureOf(line: IngredientLine): Measure {
  const size = sizeOf(line.descriptor);
  if (!line.parsed || line.quantity === null || line.quantity <= 0) {
    // "large" alone is one large item; "to taste", "for frying" and headings are no amount.
    return line.parsed && line.quantity === null && size !== 1 && line.unit === null ? { kind: "amount", quantity: 1, unit: { kind: "count", unit: "piece", size } } : { kind: "no amount" };
  }
  const quantity = line.quantityHigh === null ? line.quantity : (line.quantity + line.quantityHigh) / 2;
  // "2 x 400 g tins", "1 (14 oz) can": what the containers hold.
  if (line.size) {
    const held = unitFor(line.size.unit, 1);
    if (held && held.kind !== "count") return { kind: "amount", quantity: quantity * line.size.quantity, unit: held };
  }
  const unit = unitFor(line.unit, size);
  return unit ? { kind: "amount", quantity, unit } : { kind: "no amount" };
}

