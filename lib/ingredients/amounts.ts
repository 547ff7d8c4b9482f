import { isCupMeasured, isLiquid, type DensityOf } from "./densities";
import { decimal, fractionText, snapToSteps, type KitchenSteps } from "./numbers";
import { unitInfo } from "./units";

/**
 * One amount (or a range's two ends) put in the unit a cook would write and rounded to what a
 * kitchen can measure. The rules (the table in docs/ARCHITECTURE.md, "Amounts a cook can
 * measure"; tests/ingredients/kitchen-amounts.test.ts and labelled-scaling.test.ts):
 *
 * Metric (g, ml), as a kitchen scale shows it: under 1 to 0.1 (saffron on a fine scale); under
 * 10 to 0.5 (yeast, salt); grams under 100 whole, millilitres by 5 from 10 (a jug's and a
 * teaspoon's step); under 1000 to 5; from 1000 in kg or l to 0.01 (10 g): 10 × 100 g is "1 kg",
 * never "1000 g". Metric amounts are decimals ("1.25 kg"), as metric recipes write them.
 *
 * US volume, on measuring spoons and cups: teaspoons below 1 tbsp, snapped to ⅛ ¼ ½ ¾ and wholes
 * (⅛ only below ¼); tablespoons in halves from 1 tbsp to ¼ cup, except whole teaspoons that halves
 * cannot say (4 tsp, 5 tsp); cups from ¼ cup when within 10 % of ¼ ⅓ ½ ⅔ ¾ of a cup (6 tbsp stays
 * "6 tbsp", not a ⅓ cup 11 % short), from 1 cup always, in wholes and ¼ ⅓ ½ ⅔ ¾.
 *
 * Butter in US units: as above below half a stick ("3 tbsp butter"); from half a stick, sticks
 * (8 tbsp, ½ cup) with the cups beside when within 5 % of a whole or half stick ("1 stick (½ cup)
 * butter"), from 2 sticks by the half stick always; otherwise tablespoons in halves ("7 tbsp").
 *
 * US weight: ounces (to ¼ under 4 oz, ½ under 10, then whole), from 16 oz pounds to ¼.
 *
 * Counted things ("2 eggs", "3 cloves", "1 tin") stay whole: see `countedAmount`.
 */
export type UnitChoice = "as written" | "metric" | "us";

export type Shown = { quantity: number; quantityHigh: number | null; unit: string | null; text: string };

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * A kitchen scale's step: a tenth under 1 g, a half under 10 g, whole grams under 100 g, then 5 g.
 * Millilitres go by 5 from 10 ml: a jug shows no 68 ml, and 5 ml is a teaspoon.
 */
function roundMetric(value: number, small: "g" | "ml"): number {
  if (value < 1) return Math.max(0.1, roundTo(value, 0.1));
  // Half a 7 g sachet of yeast is 3.5 g: a whole gram would be 14 % off where it matters most.
  if (value < 10) return roundTo(value, 0.5);
  if (value < 100 && small === "g") return Math.round(value);
  return roundTo(value, 5);
}

/** Grams or millilitres as "325 g", "1.25 kg", "750 ml", "1 l". */
function metric(values: number[], small: "g" | "ml"): Shown {
  const large = small === "g" ? "kg" : "l";
  const rounded = values.map((value) => roundMetric(value, small));
  // A range reaching 1 kg is all in kg ("0.8–1.05 kg"), not "790–1055 g".
  if (rounded.at(-1)! >= 1000) {
    // 10 g in a kilogram: "1.23 kg", as a scale past 1 kg still shows it to the gram or ten.
    const big = values.map((value) => roundTo(value / 1000, 0.01));
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

function snapped(values: number[], unit: string, steps: KitchenSteps): Shown {
  const points = values.map((value) => snapToSteps(value, steps));
  return shown(points, unit, points.map(fractionText));
}

const within = (value: number, point: number, share: number) => Math.abs(point - value) <= share * value;

/** Teaspoons or tablespoons: the spoons in a drawer. */
function spoons(ml: number[]): Shown {
  const tsp = ml.map((value) => value / 5);
  const inTsp = tsp.map((value) => snapToSteps(value, "spoon"));
  if (inTsp.at(-1)! < 3) return shown(inTsp, "tsp", inTsp.map(fractionText));
  const tbsp = ml.map((value) => value / 15);
  const inTbsp = tbsp.map((value) => snapToSteps(value, "half"));
  // 4 tsp is 1⅓ tbsp: a cook measures four teaspoons rather than a tablespoon and a half 12 % over.
  const wholeTsp = tsp.every((value) => value < 6 && within(value, Math.round(value), 0.03));
  if (wholeTsp && !tbsp.every((value, at) => within(value, inTbsp[at]!, 0.03))) return snapped(tsp, "tsp", "whole");
  return shown(inTbsp, "tbsp", inTbsp.map(fractionText));
}

/** Millilitres in teaspoons, tablespoons or cups (`cups` false: never cups, for metric spoons). */
function spoonsAndCups(ml: number[], cups = true): Shown {
  const inCups = ml.map((value) => value / 240);
  const cupPoints = inCups.map((value) => snapToSteps(value, "cup"));
  if (cups && inCups.every((value, at) => value >= 1 || (cupPoints[at]! >= 0.25 && within(value, cupPoints[at]!, 0.1)))) {
    return shown(cupPoints, "cup", cupPoints.map(fractionText));
  }
  return spoons(ml);
}

/** Butter, unsalted or not, but not peanut butter, butter beans or buttermilk. */
const BUTTER = /\bbutter\b(?!\s*(beans?|milk|nut|scotch|cream|icing))/i;
const NOT_BUTTER = /\b(peanut|nut|almond|cashew|hazelnut|apple|cocoa|shea|seed|sunflower)\s+butter\b/i;
const isButter = (name: string) => BUTTER.test(name) && !NOT_BUTTER.test(name);

/** A stick of butter: 8 tbsp, ½ cup (113 g; 120 ml with the 240 ml cup). */
const STICK_ML = 120;

function butter(ml: number[]): Shown {
  const sticks = ml.map((value) => value / STICK_ML);
  const halves = sticks.map((value) => snapToSteps(value, "half"));
  const onSticks = sticks.every((value, at) => value >= 2 || (halves[at]! >= 0.5 && within(value, halves[at]!, 0.05)));
  if (onSticks) {
    const cups = halves.map((value) => fractionText(value / 2));
    const cupsText = cups.length > 1 && cups[1] !== cups[0] ? `${cups[0]}–${cups[1]}` : cups[0]!;
    const stick = shown(halves, "stick", halves.map(fractionText));
    return { ...stick, text: `${stick.text} (${cupsText} ${halves.at(-1)! / 2 > 1 ? "cups" : "cup"})` };
  }
  if (sticks.at(-1)! < 0.5) return spoonsAndCups(ml, false);
  return snapped(ml.map((value) => value / 15), "tbsp", "half");
}

function ouncesAndPounds(grams: number[]): Shown {
  const oz = grams.map((value) => value / unitInfo("oz").base);
  const rounded = oz.map((value) => Math.max(0.25, roundTo(value, value < 4 ? 0.25 : value < 10 ? 0.5 : 1)));
  // 15.9 oz is "1 lb", not "16 oz".
  if (rounded[0]! >= 16) return snapped(oz.map((value) => value / 16), "lb", "quarter");
  return shown(rounded, "oz", rounded.map(fractionText));
}

/**
 * Things a cook uses whole, never part of: an egg, a bay leaf, a garlic clove. Other things
 * counted may be cut below one ("½ onion", "½ lemon"); at one and more, every counted thing is whole.
 */
const WHOLE_THINGS = /\b(eggs?|yolks?|bay|cloves?|star anise|cardamom|sausages?)\b/i;
/** Units counted that a cook may halve below one ("½ bunch", "½ head"); every other count unit is whole (a clove, a tin, a slice). */
const HALVABLE_UNITS = new Set(["bunch", "head", "piece", "loaf", "block", "bulb", "handful"]);

/**
 * A count as a cook uses it. From one on, the nearest whole number; where that whole is more than
 * a quarter away and more than 5 % off (1.5 bay leaves, 2⅔ onions, 5½ eggs, not 12½ prawns), both
 * wholes around it as a range ("1–2 bay leaves"): the cook chooses by taste or by what is in the
 * box. A range scales to wholes at both ends, widened outwards. Below one: one of a thing used
 * whole (an egg, never "½ egg"), else the nearest of ¼, ½ and 1 ("½ onion"). For shopping
 * (`buying`) a count rounds up to what to buy: 1½ eggs is 2 eggs, ½ lemon is 1.
 */
export function countedAmount(values: number[], unit: string | null, { name, buying = false }: { name: string; buying?: boolean }): Shown {
  const whole = WHOLE_THINGS.test(name) || (unit !== null && !HALVABLE_UNITS.has(unit));
  // The nearest of ¼, ½ and 1 (their midpoints are ⅜ and ¾).
  const below = (value: number) => (whole ? 1 : value < 0.375 ? 0.25 : value < 0.75 ? 0.5 : 1);
  const far = (value: number) => Math.abs(value - Math.round(value)) > 0.25 + 1e-9 && Math.abs(value - Math.round(value)) > 0.05 * value;
  let ends: number[];
  if (buying) ends = [Math.max(1, Math.ceil(values.at(-1)! - 0.05))];
  else if (values.length === 1) {
    const value = values[0]!;
    ends = value < 1 ? [below(value)] : far(value) ? [Math.floor(value), Math.ceil(value)] : [Math.round(value)];
  } else {
    const [low, high] = values as [number, number];
    ends = [low < 1 ? below(low) : far(low) ? Math.floor(low) : Math.round(low), high < 1 ? below(high) : far(high) ? Math.ceil(high) : Math.round(high)];
  }
  if (ends.length > 1 && ends[0] === ends[1]) ends = [ends[0]!];
  return shown(ends, unit, ends.map(fractionText));
}

/** Where a spoon amount stops being a spoon amount in a metric kitchen: 4 tbsp. */
const METRIC_SPOONS_MAX_ML = 60;

/**
 * `buying`: a shopping list's count, rounded up. `packSize`: the size printed on a tin or pack,
 * which in US units is fluid ounces for a volume (a can of coconut milk is "13½ fl oz", not "1⅔ cups").
 */
export type AmountOptions = { units: UnitChoice; name: string; densityOf?: DensityOf; buying?: boolean; packSize?: boolean };

function fluidOunces(ml: number[]): Shown {
  return snapped(ml.map((value) => value / unitInfo("fl oz").base), "fl oz", "half");
}

/**
 * `values` (one amount, or a range's low and high) of `unit`, converted and rounded for `units`.
 * A count or unitless amount is only rounded; a fixed unit (pinch) is never passed here.
 */
export function showAmount(values: number[], unit: string | null, options: AmountOptions): Shown {
  const { units, name, densityOf, buying, packSize } = options;
  // "1 stick butter" is half a cup of butter: it converts like one.
  if (unit === "stick" && isButter(name)) return showAmount(values.map((value) => (value * STICK_ML) / 240), "cup", options);
  const info = unit === null ? null : unitInfo(unit);
  if (!info || info.kind === "count") return countedAmount(values, unit, { name, buying });
  const base = values.map((value) => value * info.base);
  const spoon = unit === "tsp" || unit === "tbsp" || unit === "dsp";
  const density = densityOf?.(name);
  const usVolume = (ml: number[]) => (isButter(name) ? butter(ml) : spoonsAndCups(ml));
  if (info.kind === "mass") {
    if (units === "us" && density && isCupMeasured(name)) return usVolume(base.map((grams) => grams / density));
    const metricWeight = units === "metric" || (units === "as written" && info.system === "metric");
    return metricWeight ? metric(base, "g") : ouncesAndPounds(base);
  }
  if (units === "metric") {
    if (spoon && base.every((ml) => ml <= METRIC_SPOONS_MAX_ML)) return spoonsAndCups(base, false);
    // A cup of flour is weighed in a metric kitchen; a cup of milk is poured.
    if (unit === "cup" && density && !isLiquid(name)) return metric(base.map((ml) => ml * density), "g");
    return metric(base, "ml");
  }
  if (units === "us" || info.system !== "metric") return packSize ? fluidOunces(base) : usVolume(base);
  return metric(base, "ml");
}
