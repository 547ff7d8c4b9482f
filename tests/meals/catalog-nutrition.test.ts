import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CATALOG_DIR, loadCatalog } from "@/lib/meals/catalog/load-catalog";
import { nutritionOfMeal } from "@/lib/nutrition";

/**
 * Issue 38: a serving over 6 g of salt, 1,200 kcal or 80 g of fat is flagged for a person to look
 * at; their decision is kept beside the catalog (prisma/catalog/nutrition-review.md): accepted
 * with the reason while the meal is still over, or fixed once it is not.
 */
const LIMITS = { saltG: 6, energyKcal: 1200, fatG: 80 } as const;

type Decision = { id: string; name: string; decision: string; reason: string };
/** The rows of the review's table: | id | meal | decision | reason |. */
const review: { meals: Decision[] } = {
  meals: fs
    .readFileSync(path.join(CATALOG_DIR, "nutrition-review.md"), "utf8")
    .split("\n")
    .map((line) => /^\|\s*(\d+)\s*\|([^|]+)\|([^|]+)\|(.+)\|\s*$/.exec(line))
    .filter((row) => row !== null)
    .map(([, id, name, decision, reason]) => ({ id: id!, name: name!.trim(), decision: decision!.trim(), reason: reason!.trim() })),
};

const catalog = loadCatalog();
const overLimits = (meal: (typeof catalog)[number]) => {
  const perServing = nutritionOfMeal(meal).perServing;
  return (Object.keys(LIMITS) as (keyof typeof LIMITS)[]).filter((figure) => perServing[figure] > LIMITS[figure]).map((figure) => `${figure} ${perServing[figure]}`);
};
const flagged = new Map(catalog.map((meal) => [meal.id, overLimits(meal)] as const).filter(([, over]) => over.length > 0));

describe("the catalog's nutrition check", () => {
  it("has a person's decision for every serving over 6 g of salt, 1,200 kcal or 80 g of fat", () => {
    const undecided = [...flagged].filter(([id]) => !review.meals.some((entry) => entry.id === id && entry.decision === "accepted"));
    expect(undecided.map(([id, over]) => `${catalog.find((meal) => meal.id === id)!.name}: ${over.join(", ")}`)).toEqual([]);
  });

  it("keeps the decisions true: each names its meal, gives a reason, and a fixed meal is no longer over", () => {
    expect(review.meals.length).toBeGreaterThan(0);
    for (const entry of review.meals) {
      const meal = catalog.find((candidate) => candidate.id === entry.id);
      expect(meal?.name, entry.id).toBe(entry.name);
      expect(entry.reason.length, entry.name).toBeGreaterThanOrEqual(40);
      expect(["accepted", "fixed"], entry.name).toContain(entry.decision);
      // An accepted meal that is no longer over was fixed since: say so.
      expect(flagged.has(entry.id), `${entry.name} (${entry.decision})`).toBe(entry.decision === "accepted");
    }
  });
});
