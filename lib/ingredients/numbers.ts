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

/** The fractions a cook writes, by how fine a measure is worth writing. */
const COOK_FRACTIONS: readonly [number, string][] = [
  [0, ""], [1 / 8, "⅛"], [1 / 4, "¼"], [1 / 3, "⅓"], [3 / 8, "⅜"], [1 / 2, "½"], [5 / 8, "⅝"], [2 / 3, "⅔"], [3 / 4, "¾"], [7 / 8, "⅞"], [1, ""],
];
/** Eighths only where they matter: ⅛ tsp exists, ⅜ cup is better said in tablespoons (the caller decides). */
const PLAIN_FRACTIONS = new Set(["", "¼", "⅓", "½", "⅔", "¾"]);

/**
 * `value` as the nearest whole number and cook's fraction ("1⅓", "½", "2¾"); eighths only when
 * `eighths`. Above 10 halves at most ("12½"), above 20 whole numbers: nobody measures 23⅔ of anything.
 */
export function cookFraction(value: number, { eighths = false } = {}): string {
  if (value >= 20) return String(Math.round(value));
  let whole = Math.floor(value);
  const rest = value - whole;
  const allowed = COOK_FRACTIONS.filter(([, glyph]) => (value >= 10 ? glyph === "" || glyph === "½" : eighths || PLAIN_FRACTIONS.has(glyph)));
  let best = allowed[0]!;
  for (const candidate of allowed) if (Math.abs(candidate[0] - rest) < Math.abs(best[0] - rest)) best = candidate;
  if (best[0] === 1) whole += 1;
  const fraction = best[0] === 1 ? "" : best[1];
  if (whole === 0 && fraction === "") return eighths ? "⅛" : "¼";
  return `${whole === 0 ? "" : whole}${fraction}`;
}

/** How far `value` is from the nearest thing cookFraction would write, as a share of it. */
export function fractionError(value: number, options: { eighths?: boolean } = {}): number {
  const written = readCookFraction(cookFraction(value, options));
  return Math.abs(written - value) / value;
}

function readCookFraction(text: string): number {
  const fraction = UNICODE_FRACTIONS.get(text.slice(-1));
  return fraction === undefined ? Number(text) : Number(text.slice(0, -1) || 0) + fraction;
}

/** A decimal without trailing zeros ("1.25", "2", "0.5"), to at most `places` places. */
export function decimal(value: number, places = 2): string {
  return String(Number(value.toFixed(places)));
}
