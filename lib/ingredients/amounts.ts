import { isCupMeasured, isLiquid, type DensityOf } from "./densities";
import { cookFraction, decimal, fractionError } from "./numbers";
import { unitInfo } from "./units";

/**
 * One amount (or a range's two ends) put in the unit a cook would write and rounded as a cook
 * would write it. The rules, each tested in tests/ingredients/amounts.test.ts:
 *
 * Metric (g, ml): under 1 to 0.1; under 10 to 0.5; under 50 to 1; then to 5 (so a merged 327 g
 * of flour reads 325 g); from 1000 on in kg or l to 0.05 (to 0.1 from 5 kg): 10 × 100 g is
 * "1 kg", never "1000 g". Metric amounts are decimals ("1.5 kg"), as metric recipes write them.
 *
 * US volume: cups from 1 cup always, from ½ cup within 10 % of a cook's fraction of a cup (½ ⅔ ¾:
 * 190 ml is "¾ cup"), from ¼ cup within 5 % (¼ ⅓), so 16 tbsp is "1 cup" and 4 tbsp "¼ cup" but
 * 6 tbsp stays "6 tbsp"; otherwise tablespoons
 * from 1 tbsp when within 5 % of a whole or half (3 tsp is "1 tbsp", 4 tsp stays "4 tsp"), or
 * when it would take more than 12 tsp; otherwise teaspoons to the nearest ⅛.
 *
 * US weight: ounces (to ¼ under 4 oz, ½ under 10, then whole), from 16 oz pounds to ¼.
 *
 * Counts ("2 eggs", "3 cloves"): the nearest of ¼ ⅓ ½ ⅔ ¾ ("0.5 egg" is "½ egg", "1.33 onions"
 * "1⅓ onions"); halves from 10 on, whole numbers from 20.
 */
export type UnitChoice = "as written" | "metric" | "us";

export type Shown = { quantity: number; quantityHigh: number | null; unit: string | null; text: string };

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

function roundMetric(value: number): number {
  if (value < 1) return Math.max(0.1, roundTo(value, 0.1));
  if (value < 10) return roundTo(value, 0.5);
  if (value < 50) return Math.round(value);
  return roundTo(value, 5);
}

/** Grams or millilitres as "325 g", "1.25 kg", "750 ml", "1 l". */
function metric(values: number[], small: "g" | "ml"): Shown {
  const large = small === "g" ? "kg" : "l";
  const rounded = values.map(roundMetric);
  if (rounded[0]! >= 1000) {
    const big = values.map((value) => roundTo(value / 1000, value >= 5000 ? 0.1 : 0.05));
    return shown(big, large, big.map((value) => decimal(value)));
  }
  return shown(rounded, small, rounded.map((value) => decimal(value, 1)));
}

function shown(values: number[], unit: string | null, texts: string[]): Shown {
  const number = texts.length > 1 && texts[1] !== texts[0] ? `${texts[0]}–${texts[1]}` : texts[0]!;
  const many = values.at(-1)! > 1;
  const unitText = unit === null ? "" : ` ${many ? unitInfo(unit).plural : unit}`;
  return { quantity: values[0]!, quantityHigh: values.length > 1 && values[1] !== values[0] ? values[1]! : null, unit, text: `${number}${unitText}` };
}

const FRACTION_PARTS: ReadonlyMap<string, number> = new Map(
  Object.entries({ "⅛": 1 / 8, "¼": 1 / 4, "⅓": 1 / 3, "⅜": 3 / 8, "½": 1 / 2, "⅝": 5 / 8, "⅔": 2 / 3, "¾": 3 / 4, "⅞": 7 / 8 }),
);

/** Read back what a cook's fraction says, so the numbers match the text. */
function fractionValue(value: number, options: { eighths?: boolean } = {}): number {
  const text = cookFraction(value, options);
  const part = FRACTION_PARTS.get(text.slice(-1));
  return part === undefined ? Number(text) : Number(text.slice(0, -1) || 0) + part;
}

function inFractions(values: number[], unit: string | null, options: { eighths?: boolean } = {}): Shown {
  return shown(values.map((value) => fractionValue(value, options)), unit, values.map((value) => cookFraction(value, options)));
}

const halvesError = (value: number) => Math.abs(roundTo(value, 0.5) - value) / value;

/** Millilitres in teaspoons, tablespoons or cups (`cups` false: never cups, for metric spoons). */
function spoonsAndCups(ml: number[], cups = true): Shown {
  const inCups = ml.map((value) => value / 240);
  if (cups && inCups.every((value) => value >= 1 || (value >= 0.5 && fractionError(value) <= 0.1) || (value >= 0.25 && fractionError(value) <= 0.05))) {
    return inFractions(inCups, "cup");
  }
  const tbsp = ml.map((value) => value / 15);
  if (tbsp.every((value) => value >= 1) && (tbsp.every((value) => halvesError(value) <= 0.05) || ml.some((value) => value / 5 > 12))) {
    const halves = tbsp.map((value) => Math.max(1, roundTo(value, 0.5)));
    return shown(halves, "tbsp", halves.map((value) => cookFraction(value)));
  }
  return inFractions(ml.map((value) => value / 5), "tsp", { eighths: true });
}

function ouncesAndPounds(grams: number[]): Shown {
  const oz = grams.map((value) => value / unitInfo("oz").base);
  if (roundTo(oz[0]!, 0.25) >= 16) {
    const lb = oz.map((value) => roundTo(value / 16, 0.25));
    return shown(lb, "lb", lb.map((value) => cookFraction(value)));
  }
  const rounded = oz.map((value) => Math.max(0.25, roundTo(value, value < 4 ? 0.25 : value < 10 ? 0.5 : 1)));
  return shown(rounded, "oz", rounded.map((value) => cookFraction(value)));
}

/** Where a spoon amount stops being a spoon amount in a metric kitchen: 4 tbsp. */
const METRIC_SPOONS_MAX_ML = 60;

export type AmountOptions = { units: UnitChoice; name: string; densityOf?: DensityOf };

/**
 * `values` (one amount, or a range's low and high) of `unit`, converted and rounded for `units`.
 * A count or unitless amount is only rounded; a fixed unit (pinch) is never passed here.
 */
export function showAmount(values: number[], unit: string | null, { units, name, densityOf }: AmountOptions): Shown {
  const info = unit === null ? null : unitInfo(unit);
  if (!info || info.kind === "count") return inFractions(values, unit);
  const base = values.map((value) => value * info.base);
  const spoon = unit === "tsp" || unit === "tbsp" || unit === "dsp";
  const density = densityOf?.(name);
  if (info.kind === "mass") {
    if (units === "us" && density && isCupMeasured(name)) return spoonsAndCups(base.map((grams) => grams / density));
    const metricWeight = units === "metric" || (units === "as written" && info.system === "metric");
    return metricWeight ? metric(base, "g") : ouncesAndPounds(base);
  }
  if (units === "metric") {
    if (spoon && base.every((ml) => ml <= METRIC_SPOONS_MAX_ML)) return spoonsAndCups(base, false);
    // A cup of flour is weighed in a metric kitchen; a cup of milk is poured.
    if (unit === "cup" && density && !isLiquid(name)) return metric(base.map((ml) => ml * density), "g");
    return metric(base, "ml");
  }
  if (units === "us" || info.system !== "metric") return spoonsAndCups(base);
  return metric(base, "ml");
}
