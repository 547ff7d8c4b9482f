/**
 * Amounts as a cook writes them: read from "1½", "1 1/2", "1-1/2", "1.5", "1,5", "one", "half",
 * and shown back as "1½", "⅓", "¾" (never "0.333").
 */

// Maps, not plain objects: a word a cook typed ("constructor") must find nothing an object inherits.
const UNICODE_FRACTIONS: ReadonlyMap<string, number> = new Map(Object.entries({
  "½": 1 / 2, "⅓": 1 / 3, "⅔": 2 / 3, "¼": 1 / 4, "¾": 3 / 4, "⅕": 1 / 5, "⅖": 2 / 5, "⅗": 3 / 5, "⅘": 4 / 5,
  "⅙": 1 / 6, "⅚": 5 / 6, "⅛": 1 / 8, "⅜": 3 / 8, "⅝": 5 / 8, "⅞": 7 / 8,
}));

/** Spelled amounts. "a"/"an" count only before a unit ("a pinch"), which the parser decides. */
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(Object.entries({
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, dozen: 12, half: 0.5, quarter: 0.25, third: 1 / 3, couple: 2,
}));

// Sticky patterns (flag y): each matches at one position only, so reading walks forward once.
// None nests quantifiers, so each costs at most the length of what it matches plus one.
/** "1 1/2", "1-1/2", "1½", "1 ½", "1-½", "1/2", "½", "1.5", "1,5", "2". Spaces are single (the parser squeezes them). */
const NUMBER = new RegExp(
  String.raw`(\d+)(?:(?: ?[-–] ?| )(\d+) ?[/⁄] ?(\d+)|(?: ?[-–] ?| ?)([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])|[/⁄](\d+)|([.,])(\d+))?(?![\d/⁄])|([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])`,
  "y",
);

export type NumberRead = { value: number; end: number };

/** The number written at `at` of `text`, if any (a zero denominator is no number). */
export function readNumber(text: string, at: number): NumberRead | null {
  NUMBER.lastIndex = at;
  const match = NUMBER.exec(text);
  if (!match) return null;
  const [whole, first, mixedTop, mixedBottom, glyph, bottom, point, decimals, lone] = match;
  let value: number;
  if (lone) value = UNICODE_FRACTIONS.get(lone)!;
  else if (mixedTop) value = Number(first) + Number(mixedTop) / Number(mixedBottom);
  else if (glyph) value = Number(first) + UNICODE_FRACTIONS.get(glyph)!;
  else if (bottom) value = Number(first) / Number(bottom);
  // "1,5" is one and a half where a comma is the decimal mark; "1,500" is a thousand and a half.
  else if (decimals) value = point === "," && decimals.length === 3 ? Number(`${first}${decimals}`) : Number(`${first}.${decimals}`);
  else value = Number(first);
  // "1-1/2" is a US mixed number, but "2-3/4" could be a range to ¾… cooks do not write ranges
  // that fall, so a mixed reading below its whole part cannot happen and needs no check.
  if (!Number.isFinite(value)) return null;
  return { value, end: at + whole.length };
}

/**
 * The steps a kitchen measures by: measuring cups hold ¼ ⅓ ½ ⅔ ¾ of a cup, measuring spoons ⅛ ¼ ½
 * ¾ of a teaspoon; tablespoons and sticks of butter go by halves, pounds and small ounces by
 * quarters, counted things by wholes. ⅜, ⅝ and ⅞ are never written: no cup or spoon measures them.
 */
export type KitchenSteps = "cup" | "spoon" | "quarter" | "half" | "whole";

const STEPS: ReadonlyMap<KitchenSteps, readonly number[]> = new Map<KitchenSteps, readonly number[]>([
  ["cup", [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1]],
  // ⅛ tsp only below ¼ tsp (added below): "1⅛ tsp" is no spoon in a drawer.
  ["spoon", [0, 1 / 4, 1 / 2, 3 / 4, 1]],
  ["quarter", [0, 1 / 4, 1 / 2, 3 / 4, 1]],
  ["half", [0, 1 / 2, 1]],
  ["whole", [0, 1]],
]);

/**
 * `value` on the nearest of `steps` (a tie goes to the smaller); never 0, the smallest step
 * instead. From 10 on halves at most ("12½ cups"), from 20 whole numbers: nobody measures 23⅔ of anything.
 */
export function snapToSteps(value: number, steps: KitchenSteps): number {
  if (value >= 20) return Math.round(value);
  const whole = Math.floor(value);
  const parts = STEPS.get(steps)!.filter((part) => value < 10 || part === 0 || part === 1 / 2 || part === 1);
  const candidates = parts.map((part) => whole + part);
  if (steps === "spoon" && whole === 0) candidates.push(1 / 8);
  // Never 0: below the smallest step, the smallest step (a line with an amount never shows none).
  const positive = candidates.filter((candidate) => candidate > 0);
  let best = positive[0]!;
  for (const candidate of positive) if (Math.abs(candidate - value) < Math.abs(best - value) - 1e-12) best = candidate;
  return best;
}

const GLYPHS: readonly [number, string][] = [[1 / 8, "⅛"], [1 / 4, "¼"], [1 / 3, "⅓"], [1 / 2, "½"], [2 / 3, "⅔"], [3 / 4, "¾"]];

/** A snapped amount as a cook writes it: 1.25 → "1¼", 0.125 → "⅛", 3 → "3"; anything else as a decimal. */
export function fractionText(value: number): string {
  const whole = Math.floor(value + 1e-9);
  const rest = value - whole;
  if (rest < 1e-9) return String(whole);
  const glyph = GLYPHS.find(([part]) => Math.abs(part - rest) < 1e-6)?.[1];
  if (glyph === undefined) return decimal(value);
  return `${whole === 0 ? "" : whole}${glyph}`;
}

/** A decimal without trailing zeros ("1.25", "2", "0.5"), to at most `places` places. */
export function decimal(value: number, places = 2): string {
  return String(Number(value.toFixed(places)));
}
