/**
 * The ranking's arithmetic, kept free of the database so it can be checked by hand
 * (tests/ranking/formulas.test.ts). The page explains the same numbers in words.
 */

/** How many "typical" ratings every recipe and cook starts with: weight of the prior. */
export const PRIOR_WEIGHT = 5;
/** The prior mean before anyone has rated anything: the middle of the 1–5 scale. */
const FALLBACK_PRIOR_MEAN = 3;

export type StarTally = { count: number; total: number };

/** The site-wide mean of all ratings, or the fallback when there are none. */
export function priorMean({ count, total }: StarTally): number {
  return count > 0 ? total / count : FALLBACK_PRIOR_MEAN;
}

/** The plain mean of a tally (null without ratings). */
export function plainAverage({ count, total }: StarTally): number | null {
  return count > 0 ? total / count : null;
}

/**
 * (C·m + Σstars) / (C + n): a recipe starts with C ratings at the site's mean m, so one 5-star
 * rating (≈ 3.3 with m = 3) does not beat fifty 4.8s (≈ 4.64).
 */
export function bayesianAverage({ count, total }: StarTally, mean: number, weight = PRIOR_WEIGHT): number {
  return (weight * mean + total) / (weight + count);
}

/**
 * A cook's score. Each rater counts once per cook: their voice is the mean of the stars they gave
 * that cook's recipes, so a fan rating fifty recipes weighs as one person. The raters' means are
 * averaged with the same prior, then multiplied by ln(1 + raters), so more distinct people
 * rating well raises the score, but ever more slowly.
 */
export function cookScore(raterMeanSum: number, raters: number, mean: number, weight = PRIOR_WEIGHT): number {
  if (raters === 0) return 0;
  return bayesianAverage({ count: raters, total: raterMeanSum }, mean, weight) * Math.log(1 + raters);
}

type Ranked = { id: string; name: string; score: number };

/** Higher score first; ties by more ratings (or raters), then by name, then by id: always one order. */
export function compareRanked<Item extends Ranked>(tieCount: (item: Item) => number) {
  return (a: Item, b: Item): number =>
    b.score - a.score || tieCount(b) - tieCount(a) || compareText(a.name, b.name) || compareText(a.id, b.id);
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
