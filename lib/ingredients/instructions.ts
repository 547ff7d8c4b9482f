import type { UnitChoice } from "./amounts";
import { decimal, fractionText } from "./numbers";

/**
 * Oven temperatures and tin sizes in a recipe's method, in the cook's units: "180°C (160°C fan)"
 * → "350°F (325°F fan)", "gas mark 4" → "350°F", "a 20 cm tin" → "an 8 in tin".
 *
 * A temperature is a number of 2 or 3 digits in an oven's range with a degree sign, the word
 * "degrees", a capital C or F, or a C or F written on the number ("180c"): "2 c water" has one
 * digit and a space, "10 C of stock" is no oven, so neither is ever a temperature (Mealie once
 * turned "2 c water" into "35.6°F water"). Gas marks use the UK's table (gas 4 = 180°C = 350°F).
 */

/** Gas mark → °C and °F as UK and US recipes pair them. */
const GAS_MARKS = new Map<string, readonly [number, number]>(
  Object.entries({
    "¼": [110, 225], "1/4": [110, 225], "½": [120, 250], "1/2": [120, 250], "1": [140, 275], "2": [150, 300], "3": [170, 325],
    "4": [180, 350], "5": [190, 375], "6": [200, 400], "7": [220, 425], "8": [230, 450], "9": [240, 475], "10": [260, 500],
  } satisfies Record<string, [number, number]>),
);

// One number, then the scale; every part bounded, so each attempt costs a few characters.
const TEMPERATURE =
  /(?<!\d)(\d{2,3})(?:(\s?[°º˚]\s?|\s?[Dd]egrees?\s)([CcFf]|[Cc]elsius|[Cc]entigrade|[Ff]ahrenheit)|\s([Cc]elsius|[Cc]entigrade|[Ff]ahrenheit)|(\s?)([CF])|([cf]))(?![a-zA-Z])(\s?[Ff]an)?|\b[Gg]as(?:\s?[Mm]ark)?\s?(10|[1-9]|½|¼|1\/2|1\/4)(?!\d)/g;

type Temperature = { celsius: number; fahrenheit: number; fan: boolean; scale: "C" | "F" | "gas" };

function readTemperature(match: RegExpExecArray): Temperature | null {
  const [, number, , spelledScale, bareScale, , capital, attached, fan, gas] = match;
  if (gas) {
    const [celsius, fahrenheit] = GAS_MARKS.get(gas)!;
    return { celsius, fahrenheit, fan: false, scale: "gas" };
  }
  const value = Number(number);
  const scale = (spelledScale ?? bareScale ?? capital ?? attached)!.charAt(0).toUpperCase() as "C" | "F";
  const inRange = scale === "C" ? value >= 50 && value <= 300 : value >= 120 && value <= 575;
  if (!inRange) return null;
  return scale === "C"
    ? { celsius: value, fahrenheit: celsiusToFahrenheit(value), fan: Boolean(fan), scale }
    : { celsius: fahrenheitToCelsius(value), fahrenheit: value, fan: Boolean(fan), scale };
}

/** Degrees Celsius of the gas marks' table → its °F (170 °C is 325 °F there, though 338 °F exactly). */
const GAS_FAHRENHEIT = new Map([...GAS_MARKS.values()].map(([celsius, fahrenheit]) => [celsius, fahrenheit]));

/**
 * Oven dials: the gas-mark table's pairing where it has the temperature, else to the nearest
 * 25 °F from 250 °F up (160 °C → 325 °F), and to 5 °F below.
 */
export function celsiusToFahrenheit(celsius: number): number {
  const paired = GAS_FAHRENHEIT.get(celsius);
  if (paired !== undefined) return paired;
  const exact = (celsius * 9) / 5 + 32;
  return exact >= 250 ? Math.round(exact / 25) * 25 : Math.round(exact / 5) * 5;
}

/** To the nearest 10 °C (350 °F → 180 °C, 325 → 160, 375 → 190, 425 → 220). */
export function fahrenheitToCelsius(fahrenheit: number): number {
  return Math.round((((fahrenheit - 32) * 5) / 9) / 10) * 10;
}

const SEPARATOR_ONLY = /^\s*(?:\/|,|or|\(|\)|;)?\s*$/i;

function convertTemperatures(text: string, units: "metric" | "us"): string {
  let result = "";
  let last = 0;
  /** The temperatures already written in the current run ("180°C/350°F/gas 4" is one run). */
  let run = new Set<string>();
  for (const match of text.matchAll(TEMPERATURE)) {
    const temperature = readTemperature(match);
    if (!temperature) continue;
    const between = text.slice(last, match.index);
    const written = units === "us" ? `${temperature.fahrenheit}°F` : `${temperature.celsius}°C`;
    const shown = temperature.fan ? `${written} fan` : written;
    const sameRun = run.size > 0 && SEPARATOR_ONLY.test(between);
    if (!sameRun) run = new Set();
    if (sameRun && run.has(shown)) {
      // Already said in this run: drop it and the separator before it.
      last = match.index + match[0].length;
      continue;
    }
    run.add(shown);
    result += between + shown;
    last = match.index + match[0].length;
  }
  return result + text.slice(last);
}

const INCH_AFTER = String.raw`(?:\s?(?:-\s?)?inch(?:es)?\b|\s?in\.|\s?["″]|\s?in\b(?=\s(?:tin|pan|dish|square|round|springform|cake|loaf|baking|skillet|pie|tart|flan|ramekin|cast)))`;
const CM_AFTER = String.raw`\s?(?:cm|centimet(?:re|er)s?)\b`;
const LENGTH = new RegExp(
  String.raw`(\d+(?:\.\d+)?)(${CM_AFTER}|${INCH_AFTER})?(?:\s?[x×]\s?(\d+(?:\.\d+)?)(${CM_AFTER}|${INCH_AFTER}))?`,
  "gi",
);

function cmToInches(cm: number): string {
  const inches = cm / 2.54;
  return inches >= 2 ? String(Math.round(inches)) : fractionText(Math.max(0.25, Math.round(inches * 4) / 4));
}
function inchesToCm(inches: number): string {
  const cm = inches * 2.54;
  return cm >= 5 ? String(Math.round(cm)) : decimal(Math.max(0.5, Math.round(cm * 2) / 2), 1);
}

function convertLength(whole: string, first: string, firstUnit: string | undefined, second: string | undefined, secondUnit: string | undefined, units: "metric" | "us"): string {
  const unitText = (secondUnit ?? firstUnit ?? "").trim().toLowerCase();
  if (!unitText) return whole;
  const isCm = unitText.startsWith("c");
  if (isCm === (units === "metric")) return whole;
  const convert = (value: string) => (isCm ? cmToInches(Number(value)) : inchesToCm(Number(value)));
  const unit = isCm ? " in" : " cm";
  if (second === undefined) return `${convert(first)}${unit}`;
  return `${convert(first)}${firstUnit ? unit : ""} x ${convert(second)}${unit}`;
}

/** "a 20 cm tin" → "an 8 in tin": the article before a converted number follows its sound. */
function withArticle(before: string, number: string): string {
  // The last few characters only: the text before may be long, and this runs per length.
  const article = /(?:^|[^\p{L}])(an?) $/iu.exec(before.slice(-5));
  if (!article) return before;
  const vowelSound = /^(8|11|18|80|800)(?!\d)/.test(number) || /^8\d\d?(?!\d)/.test(number);
  const wanted = vowelSound ? "an" : "a";
  const written = article[1]!;
  if (written.toLowerCase() === wanted) return before;
  const cased = written.charAt(0) === "A" ? wanted.charAt(0).toUpperCase() + wanted.slice(1) : wanted;
  return before.slice(0, before.length - written.length - 1) + cased + " ";
}

function convertLengths(text: string, units: "metric" | "us"): string {
  let result = "";
  let last = 0;
  for (const match of text.matchAll(LENGTH)) {
    const [whole, first, firstUnit, second, secondUnit] = match;
    const converted = convertLength(whole, first!, firstUnit, second, secondUnit, units);
    if (converted === whole) continue;
    result = withArticle(result + text.slice(last, match.index), converted);
    result += converted;
    last = match.index + whole.length;
  }
  return result + text.slice(last);
}

/** The method with its oven temperatures and tin sizes in `units`; "as written" leaves it as it is. */
export function convertInstructions(text: string, units: UnitChoice): string {
  if (units === "as written") return text;
  return convertLengths(convertTemperatures(text, units), units);
}
