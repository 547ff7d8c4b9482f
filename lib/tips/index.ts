import { baking, foodSafety, FOOD_SAFETY_SLUG, SAFE_TEMPERATURES } from "./themes/baking-and-safety";
import { eggs, pulses, riceAndGrains } from "./themes/eggs-grains-pulses";
import { pasta, roasting, sauces } from "./themes/pasta-sauces-roasting";
import { knifeSkills, seasoning } from "./themes/prep-and-flavour";
import type { Tip, TipTheme } from "./types";

/**
 * Cooking tips: technique tips grouped by theme, written for Res-pe, each linking to catalog meals
 * that show it. Plain data (no database): the tips pages render it at build time.
 */
export const TIP_THEMES: readonly TipTheme[] = [
  knifeSkills,
  seasoning,
  eggs,
  riceAndGrains,
  pulses,
  pasta,
  sauces,
  roasting,
  baking,
  foodSafety,
];

/** Every tip by its slug, for "see also" links. */
export function tipBySlug(slug: string): Tip | undefined {
  for (const theme of TIP_THEMES) {
    const tip = theme.tips.find((candidate) => candidate.slug === slug);
    if (tip) return tip;
  }
  return undefined;
}

export { FOOD_SAFETY_SLUG, SAFE_TEMPERATURES };
export type { Tip, TipTheme } from "./types";
