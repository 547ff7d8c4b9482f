import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FOOD_SAFETY_SLUG, TIP_THEMES, tipBySlug } from "@/lib/tips";

type CatalogFileMeal = {
  id: string;
  name: string;
  ingredients: { name: string; measure: string }[];
  instructions: string[];
  tips?: string[];
};

/** The meals a tip may link to: the catalog, read from its files, so the test needs no database. */
function catalogMeals(): Map<string, CatalogFileMeal> {
  const meals = new Map<string, CatalogFileMeal>();
  const folder = "prisma/catalog";
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith(".json"))) {
    const list = JSON.parse(fs.readFileSync(path.join(folder, file), "utf8")) as CatalogFileMeal[];
    for (const meal of list) meals.set(meal.id, meal);
  }
  return meals;
}

/** All of a recipe a cook reads: ingredient lines, method and its own tips, in one folded text. */
function recipeText(meal: CatalogFileMeal): string {
  return [
    ...meal.ingredients.map((line) => `${line.measure} ${line.name}`),
    ...meal.instructions,
    ...(meal.tips ?? []),
  ]
    .join("\n")
    .toLowerCase()
    .replace(/\s+/g, " ");
}

const allTips = TIP_THEMES.flatMap((theme) => theme.tips.map((tip) => ({ theme, tip })));
const foodSafety = TIP_THEMES.find((theme) => theme.slug === FOOD_SAFETY_SLUG)!;
const foodSafetyText = foodSafety.tips.flatMap((tip) => [tip.title, ...tip.text]).join("\n");

describe("the cooking tips", () => {
  it("cover every promised theme, each with tips, about 30–45 in all", () => {
    expect(TIP_THEMES.map((theme) => theme.title)).toEqual(
      expect.arrayContaining(["Knife skills", "Seasoning", "Baking", "Rice and grains", "Pulses", "Eggs", "Food safety"]),
    );
    for (const theme of TIP_THEMES) expect(theme.tips.length, theme.title).toBeGreaterThanOrEqual(3);
    expect(allTips.length).toBeGreaterThanOrEqual(30);
    expect(allTips.length).toBeLessThanOrEqual(48);
    console.log(TIP_THEMES.map((theme) => `${theme.title}: ${theme.tips.length}`).join(", "), `(${allTips.length} tips)`);
  });

  it("have unique anchors, so every table-of-contents and see-also link lands on one place", () => {
    const slugs = [...TIP_THEMES.map((theme) => theme.slug), ...allTips.map(({ tip }) => tip.slug)];
    expect(slugs.filter((slug, index) => slugs.indexOf(slug) !== index)).toEqual([]);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const { tip } of allTips) {
      if (tip.seeAlso) expect(tipBySlug(tip.seeAlso), `${tip.slug} → ${tip.seeAlso}`).toBeDefined();
    }
  });

  it("link only to catalog meals that exist, by their names, and that really use the technique", () => {
    const meals = catalogMeals();
    const problems: string[] = [];
    for (const { tip } of allTips) {
      expect(tip.meals.length, tip.slug).toBeGreaterThanOrEqual(1);
      expect(new Set(tip.meals.map((meal) => meal.id)).size, `${tip.slug} links a meal twice`).toBe(tip.meals.length);
      for (const link of tip.meals) {
        const meal = meals.get(link.id);
        if (!meal) {
          problems.push(`${tip.slug}: no catalog meal ${link.id} (${link.name})`);
          continue;
        }
        if (meal.name.toLowerCase() !== link.name.toLowerCase()) {
          problems.push(`${tip.slug}: meal ${link.id} is "${meal.name}", linked as "${link.name}"`);
        }
        if (!recipeText(meal).includes(link.shows.toLowerCase())) {
          problems.push(`${tip.slug}: ${meal.name} (${link.id}) never says "${link.shows}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("give the food-safety temperatures and times, naming whose figures they are", () => {
    for (const figure of ["75 °C", "165 °F", "0–5 °C", "63 °C", "40–140 °F", "−18 °C", "within 1–2 hours", "10 minutes"]) {
      expect(foodSafetyText, figure).toContain(figure);
    }
    expect(foodSafetyText).toMatch(/ideally within 1 hour/);
    for (const authority of ["FSA", "USDA", "NHS"]) expect(foodSafetyText).toContain(authority);
    const sources = (foodSafety.sources ?? []).map((source) => new URL(source.url).hostname);
    expect(sources).toEqual(expect.arrayContaining(["www.food.gov.uk", "www.nhs.uk", "www.fsis.usda.gov"]));
  });

  it("convert every Fahrenheit figure to the Celsius beside it correctly", () => {
    const everything = allTips.flatMap(({ tip }) => tip.text).join("\n");
    const pairs = [...everything.matchAll(/(\d+) °F,? \(?(−?\d+) °C/g)];
    expect(pairs.length).toBeGreaterThanOrEqual(4);
    for (const [text, fahrenheit, celsius] of pairs) {
      const converted = ((Number(fahrenheit) - 32) * 5) / 9;
      expect(Math.abs(converted - Number(celsius!.replace("−", "-"))), text).toBeLessThanOrEqual(1);
    }
    // The danger zone's range, written "40–140 °F (4–60 °C)".
    expect(everything).toContain("40–140 °F (4–60 °C)");
  });
});
