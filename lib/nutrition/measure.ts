import type { FoodUnit } from "./food-schema";
import { FOOD_UNITS } from "./food-schema";

/**
 * A cook's measure ("1 1/2 cups", "½ tsp", "2-3 cloves", "175g/6oz", "a pinch", "to taste") as an
 * amount: how many of which unit. Turning that into grams needs the food (grams.ts).
 *
 * Written here rather than taken from npm: the parsers there (parse-ingredient,
 * recipe-ingredient-parser-v3) split whole ingredient lines, while our lines already come as
 * (measure, ingredient) pairs, and none knows the British units and phrasings of the catalog
 * ("tin", "knob", "tblsp", "1½ kg", "200g (soaked overnight)") — a small grammar we own is less
 * code than adapting one.
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

const MASS_UNITS: Record<string, number> = {
  mg: 0.001,
  g: 1, gr: 1, gm: 1, gms: 1, gram: 1, grams: 1, gramme: 1, grammes: 1,
  kg: 1000, kgs: 1000, kilo: 1000, kilos: 1000, kilogram: 1000, kilograms: 1000, kilogramme: 1000, kilogrammes: 1000,
  oz: 28.35, ounce: 28.35, ounces: 28.35,
  lb: 453.6, lbs: 453.6, pound: 453.6, pounds: 453.6,
  // A pinch is what two fingers hold: about 1/16 teaspoon, 0.36 g of salt.
  pinch: 0.36, pinches: 0.36,
};

/** Spoons are metric (5 and 15 ml); the cup is the US cup of 240 ml, the pint the imperial 568 ml. */
const VOLUME_UNITS: Record<string, number> = {
  ml: 1, mls: 1, millilitre: 1, millilitres: 1, milliliter: 1, milliliters: 1, cc: 1,
  cl: 10, centilitre: 10, centilitres: 10,
  dl: 100, decilitre: 100, decilitres: 100,
  l: 1000, ltr: 1000, litre: 1000, litres: 1000, liter: 1000, liters: 1000,
  tsp: 5, tsps: 5, teaspoon: 5, teaspoons: 5,
  dsp: 10, dessertspoon: 10, dessertspoons: 10,
  tbsp: 15, tbsps: 15, tbs: 15, tbl: 15, tblsp: 15, tblsps: 15, tblspn: 15, tablespoon: 15, tablespoons: 15,
  floz: 29.57,
  cup: 240, cups: 240,
  pint: 568, pints: 568, pt: 568,
  quart: 946, quarts: 946, qt: 946,
  gallon: 3785, gallons: 3785,
  // A dash is a few shakes of a bottle: 1/8 teaspoon.
  dash: 0.6, dashes: 0.6,
  drop: 0.05, drops: 0.05,
};

const COUNT_UNIT_WORDS: Record<string, FoodUnit | "piece"> = {
  ...Object.fromEntries(FOOD_UNITS.flatMap((unit) => [[unit, unit], [`${unit}s`, unit]])),
  bunches: "bunch",
  leaves: "leaf",
  pack: "packet", packs: "packet", package: "packet", packages: "packet", sachet: "packet", sachets: "packet",
  handfull: "handful", handfuls: "handful", handsful: "handful",
  knobs: "knob",
  piece: "piece", pieces: "piece", pc: "piece", pcs: "piece", whole: "piece", item: "piece", items: "piece",
};

/** A typical small/large item against a medium one (USDA's onion: 70 / 110 / 150 g). */
const SIZES: Record<string, number> = {
  small: 0.7,
  medium: 1, med: 1, average: 1, regular: 1,
  large: 1.3, big: 1.3, lg: 1.3,
  xl: 1.5, jumbo: 1.5,
};

/** Words that may stand between a number and its unit without changing it. */
const FILLER_WORDS = new Set(["a", "an", "of", "heaped", "heaping", "level", "rounded", "scant", "generous", "good", "x", "fresh"]);

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, dozen: 12, half: 0.5, quarter: 0.25,
};

const UNICODE_FRACTIONS: Record<string, string> = {
  "½": "1/2", "⅓": "1/3", "⅔": "2/3", "¼": "1/4", "¾": "3/4", "⅕": "1/5", "⅖": "2/5", "⅗": "3/5", "⅘": "4/5",
  "⅙": "1/6", "⅚": "5/6", "⅛": "1/8", "⅜": "3/8", "⅝": "5/8", "⅞": "7/8",
};

// "1 1/2", "1-1/2" (US mixed number), "1/2", "1.5", "1,5", "2".
const NUMBER = String.raw`\d+(?:\s+|\s*-\s*)\d+\s*/\s*\d+|\d+\s*/\s*\d+|\d+(?:[.,]\d+)?`;
const RANGE_SEPARATOR = String.raw`\s*(?:-|–|—|to|or)\s*`;
const QUANTITY = new RegExp(String.raw`^(${NUMBER})(?:${RANGE_SEPARATOR}(${NUMBER}))?`);

function numberValue(text: string): number {
  const mixed = /^(\d+)(?:\s+|\s*-\s*)(\d+)\s*\/\s*(\d+)$/.exec(text);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\s*\/\s*(\d+)$/.exec(text);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  return Number(text.replace(",", "."));
}

/** Lower case, unicode fractions spelled out ("1½" → "1 1/2"), brackets and slashes kept apart. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/g, (fraction) => ` ${UNICODE_FRACTIONS[fraction]}`)
    .replace(/⁄/g, "/")
    .replace(/\bfl\.?\s*oz\b|\bfluid\s+ounces?\b/g, "floz")
    .replace(/\bextra[\s-]large\b/g, "xl")
    // "2-1/2" and "1- 1/2" are mixed numbers; "1/4-1/2" stays a range.
    .replace(/(^|[^/\d])(\d+)\s*-\s*(?=\d+\s*\/)/g, "$1$2 ")
    .replace(/\s+/g, " ")
    .trim();
}

type Quantity = { quantity: number; rest: string; article?: true };

/** The leading quantity (the middle of a range) and the text after it; a 0 or unreadable number is none. */
function readQuantity(text: string): Quantity | null {
  const match = QUANTITY.exec(text);
  if (match) {
    const low = numberValue(match[1]!);
    const high = match[2] ? numberValue(match[2]) : low;
    const quantity = (low + high) / 2;
    return Number.isFinite(quantity) && quantity > 0 ? { quantity, rest: text.slice(match[0].length) } : null;
  }
  const word = /^([a-z]+)\b/.exec(text)?.[1];
  if (word && word in NUMBER_WORDS) {
    const rest = text.slice(word.length);
    return word === "a" || word === "an" ? { quantity: 1, rest, article: true } : { quantity: NUMBER_WORDS[word]!, rest };
  }
  return null;
}

/** The unit a word names, if any. */
function unitOf(word: string, size: number): MeasureUnit | null {
  if (word in MASS_UNITS) return { kind: "mass", grams: MASS_UNITS[word]! };
  if (word in VOLUME_UNITS) return { kind: "volume", ml: VOLUME_UNITS[word]! };
  if (word in COUNT_UNIT_WORDS) return { kind: "count", unit: COUNT_UNIT_WORDS[word]!, size };
  return null;
}

/**
 * The words after the quantity: sizes and fillers are passed over, the first unit is the unit
 * ("2 large cloves minced" → clove), and a second amount multiplies the first ("2 x 400g",
 * "1 (14 oz) can"). Anything else ("chopped", "finely diced", "hot") describes a counted item.
 */
function readUnit(rest: string): { multiplier: number; unit: MeasureUnit } | { unit: null; size: number } {
  let text = rest;
  let size = 1;
  for (;;) {
    text = text.replace(/^[\s()[\],.;:/]+/, "");
    const inner = readQuantity(text);
    if (inner && /^\s*[a-z(]/.test(inner.rest)) {
      const unit = readUnit(inner.rest);
      if (unit.unit && unit.unit.kind !== "count") return { multiplier: inner.quantity * unit.multiplier, unit: unit.unit };
    }
    const word = /^[a-z]+/.exec(text)?.[0];
    if (!word) return { unit: null, size };
    if (word in SIZES) size = SIZES[word]!;
    else if (!FILLER_WORDS.has(word)) {
      const unit = unitOf(word, size);
      return unit ? { multiplier: 1, unit } : { unit: null, size };
    }
    text = text.slice(word.length);
  }
}

export function parseMeasure(measure: string): Measure {
  const text = normalise(measure);
  const quantity = readQuantity(text);
  const unit = readUnit(quantity ? quantity.rest : text);
  if (unit.unit) return { kind: "amount", quantity: (quantity?.quantity ?? 1) * unit.multiplier, unit: unit.unit };
  // "a little", "a few", "a splash": an article is a number only before a unit ("a pinch").
  if (quantity && !quantity.article) return { kind: "amount", quantity: quantity.quantity, unit: { kind: "count", unit: "piece", size: unit.size } };
  // A size alone ("1 large" has a number; "large" alone is one large item).
  if (unit.size !== 1) return { kind: "amount", quantity: 1, unit: { kind: "count", unit: "piece", size: unit.size } };
  return { kind: "no amount" };
}
