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

/**
 * Spelled numbers. readUnit reads them as amounts, never as words, so none may also be a size,
 * filler or unit word ("a" and "an" aside, which it passes over as fillers).
 */
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

// The readers below are sticky (flag y): each matches at one position of the normalised text and
// nowhere else, so reading moves forward through the text without copying what is left of it.
// None nests quantifiers, and normalise leaves one space at most in a row, so each looks no
// further than the amount or word at its position and the character after it.
const QUANTITY = new RegExp(String.raw`(${NUMBER})(?:${RANGE_SEPARATOR}(${NUMBER}))?`, "y");
const WORD = /[a-z]+/y;
/** Brackets and punctuation between the words of a measure ("200g (soaked overnight)", "175g/6oz"). */
const SEPARATORS = /[\s()[\],.;:/]*/y;
/** What may follow an amount that a unit follows ("400g", "14 oz", "2 (400 g)"). */
const WORD_AHEAD = /\s*[a-z(]/y;

/** `pattern` (sticky) matched at `at` of `text`. */
function matchAt(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

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

/** An amount read at some position: its value and where the text after it starts. */
type Quantity = { quantity: number; end: number; article?: true };

/** The quantity at `at` (the middle of a range) and where it ends; a 0 or unreadable number is none. */
function readQuantity(text: string, at: number): Quantity | null {
  const match = matchAt(QUANTITY, text, at);
  if (match) {
    const low = numberValue(match[1]!);
    const high = match[2] ? numberValue(match[2]) : low;
    const quantity = (low + high) / 2;
    return Number.isFinite(quantity) && quantity > 0 ? { quantity, end: at + match[0].length } : null;
  }
  const word = matchAt(WORD, text, at)?.[0];
  const end = at + (word?.length ?? 0);
  // A whole word: "a2" or "one_" is no number.
  if (word && Object.hasOwn(NUMBER_WORDS, word) && !/\w/.test(text.charAt(end))) {
    return word === "a" || word === "an" ? { quantity: 1, end, article: true } : { quantity: NUMBER_WORDS[word]!, end };
  }
  return null;
}

/** The unit a word names, if any. */
function unitOf(word: string, size: number): MeasureUnit | null {
  // Object.hasOwn, not `in`: a measure's word such as "constructor" must not find Object's prototype.
  if (Object.hasOwn(MASS_UNITS, word)) return { kind: "mass", grams: MASS_UNITS[word]! };
  if (Object.hasOwn(VOLUME_UNITS, word)) return { kind: "volume", ml: VOLUME_UNITS[word]! };
  if (Object.hasOwn(COUNT_UNIT_WORDS, word)) return { kind: "count", unit: COUNT_UNIT_WORDS[word]!, size };
  return null;
}

/**
 * The words from `start`, after the quantity: sizes and fillers are passed over, the first unit
 * is the unit ("2 large cloves minced" → clove), and a second amount multiplies the first if a
 * mass or a volume follows it ("2 x 400g", "1 (14 oz) can"). Anything else ("chopped", "finely
 * diced", "hot") describes a counted item, and so does an amount that no mass or volume follows
 * ("2 x 3 cans": two items).
 *
 * One walk from left to right, in time linear in the text. Reading each amount both as the start
 * of a measure within the measure and, failing that, as a word doubles the time with every "a"
 * ("a a a …": 49 characters took seconds, as this function once did). One walk suffices: both
 * readings pass the same sizes and fillers up to the first amount; after it the measure is a
 * number of items unless a mass or a volume follows, and sizes do not change a mass or a volume.
 */
function readUnit(text: string, start: number): { multiplier: number; unit: MeasureUnit } | { unit: null; size: number } {
  let size = 1;
  /** What the words come to if no mass or volume follows the amounts met on the way. */
  let counted: { unit: null; size: number } | null = null;
  /** Those amounts ("2 x 400 g" → [400]). */
  const amounts: number[] = [];
  let at = start;
  for (;;) {
    at += matchAt(SEPARATORS, text, at)![0].length;
    const quantity = readQuantity(text, at);
    if (quantity?.article) {
      // "a" and "an" are fillers here: "2 x a 400 g can".
      at = quantity.end;
      continue;
    }
    if (quantity) {
      counted ??= { unit: null, size };
      if (!matchAt(WORD_AHEAD, text, quantity.end)) break;
      amounts.push(quantity.quantity);
      at = quantity.end;
      continue;
    }
    const word = matchAt(WORD, text, at)?.[0];
    if (!word) break;
    if (Object.hasOwn(SIZES, word)) size = SIZES[word]!;
    else if (!FILLER_WORDS.has(word)) {
      const unit = unitOf(word, size);
      // Multiplied from the last amount to the first, as "2 x (3 x 400 g)" reads: the order
      // changes the last digit of some products.
      if (!unit || (counted && unit.kind === "count")) break;
      return { multiplier: amounts.reduceRight((product, amount) => amount * product, 1), unit };
    }
    at += word.length;
  }
  return counted ?? { unit: null, size };
}

export function parseMeasure(measure: string): Measure {
  const text = normalise(measure);
  const quantity = readQuantity(text, 0);
  const unit = readUnit(text, quantity ? quantity.end : 0);
  if (unit.unit) return { kind: "amount", quantity: (quantity?.quantity ?? 1) * unit.multiplier, unit: unit.unit };
  // "a little", "a few", "a splash": an article is a number only before a unit ("a pinch").
  if (quantity && !quantity.article) return { kind: "amount", quantity: quantity.quantity, unit: { kind: "count", unit: "piece", size: unit.size } };
  // A size alone ("1 large" has a number; "large" alone is one large item).
  if (unit.size !== 1) return { kind: "amount", quantity: 1, unit: { kind: "count", unit: "piece", size: unit.size } };
  return { kind: "no amount" };
}
