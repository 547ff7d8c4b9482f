import { describe, expect, it } from "vitest";
import { drawMealArt } from "@/lib/meal-art";
import { allPairs, percentile, pictureHash } from "@/scripts/catalog/picture-hash";
import { readCatalogMeals } from "@/scripts/catalog/render-meal-art";

/**
 * Pairs of pictures closer than this (Hamming distance of the 512-bit dHash) count as the same
 * picture. Chosen by looking at the closest pairs side by side
 * (`npx tsx scripts/catalog/contact-sheet.ts pairs.png --closest 24`): before the art specs, every
 * pair under ~65 was one template with look-alike contents (Welsh rarebit / Provoleta 14, Granola /
 * Overnight oats 26, Irish soda bread / Bagels 25, Devilled eggs / Chicken liver pâté 59, Tequeños /
 * Scones 62); from ~70 up the pairs share a vessel but show different food or colours (Birria /
 * Fish tacos 79, Brudet / Navarin of lamb 76). Random pairs sit near 250 (the median), 1% of
 * pairs under ~150. With the art specs (417 meals) the closest pair is 71 (Breakfast burrito /
 * Bean burritos: both burritos, different fillings), 1st percentile 149, median 248.
 */
const NEAR_IDENTICAL = 64;

describe("catalog pictures", () => {
  const meals = readCatalogMeals();

  it.skipIf(meals.length === 0)("are never near-identical: every pair differs by a perceptual hash", async () => {
    const hashes = await Promise.all(meals.map((meal) => pictureHash(drawMealArt(meal))));
    const pairs = allPairs(hashes);
    const named = (i: number) => `${meals[i]!.id} ${meals[i]!.name}`;
    console.log(
      `Picture likeness over ${meals.length} meals (${pairs.length} pairs, 512-bit dHash): ` +
        `min ${pairs[0]!.distance}, 1st percentile ${percentile(pairs, 0.01)}, median ${percentile(pairs, 0.5)}; ` +
        `closest: ${named(pairs[0]!.a)} / ${named(pairs[0]!.b)}`,
    );
    const tooClose = pairs.filter((p) => p.distance < NEAR_IDENTICAL).map((p) => `${p.distance}: ${named(p.a)} / ${named(p.b)}`);
    expect(tooClose, "look at them: npx tsx scripts/catalog/contact-sheet.ts pairs.png --closest 24").toEqual([]);
  }, 60_000);
});

describe("catalog picture alt text", () => {
  it("says the picture is an illustration for every catalog meal the app shows", async () => {
    const { catalogMealToMeal, loadCatalog } = await import("@/lib/meals/catalog/load-catalog");
    const meals = loadCatalog();
    expect(meals.length).toBeGreaterThan(0);
    for (const meal of meals) expect(catalogMealToMeal(meal).imageAlt, meal.name).toMatch(/^Illustration: \S/);
  });
});
