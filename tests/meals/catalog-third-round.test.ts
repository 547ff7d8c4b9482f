import { describe, expect, it } from "vitest";
import { dietsOf } from "@/lib/diets";
import { loadCatalog } from "@/lib/meals/catalog/load-catalog";
import { nutritionOfMeal } from "@/lib/nutrition";
import { foldForSearch } from "@/lib/platform/text";

/**
 * Issue 38, the catalog's third round: at least 520 meals, with what the issue still missed — a
 * Sunday roast with a vegetarian centre and a proper gravy, festive dishes, sandwiches and
 * toasties, tteokbokki — and every meat classic beside a meat-free version a cook would make.
 */
const catalog = loadCatalog();
const byName = (name: string) => catalog.find((meal) => foldForSearch(meal.name) === foldForSearch(name));
const MEAT = ["Beef", "Chicken", "Pork"];

describe("the catalog's third round (issue 38)", () => {
  it("has at least 520 meals", () => {
    expect(catalog.length).toBeGreaterThanOrEqual(520);
  });

  it("has a Sunday roast with a vegetarian centre and its gravy, and a vegan onion gravy of its own", () => {
    const roast = byName("Chestnut and mushroom roast with red wine gravy");
    expect(roast && dietsOf(roast.ingredients)).toContain("vegetarian");
    expect(roast?.instructions.join(" ")).toMatch(/gravy/);
    const gravy = byName("Onion gravy");
    expect(gravy && dietsOf(gravy.ingredients)).toContain("vegan");
  });

  it.each([
    ["festive", ["Christmas pudding", "Mince pies", "Stollen", "Bûche de Noël", "Cranberry sauce", "Bread sauce", "Latkes", "Pork tamales", "Beef Wellington", "Mulled wine", "Gingerbread biscuits"]],
    ["sandwiches and toasties", ["Cheese toastie", "Croque monsieur", "Reuben sandwich", "Tofu banh mi", "Falafel wraps", "Egg mayonnaise sandwiches", "Tuna melt", "Fish finger sandwiches"]],
    ["Korean and everyday", ["Tteokbokki", "Kimchi fried rice", "Beans on toast", "Boiled eggs with soldiers", "Pea and ham soup", "Chicken teriyaki", "Hasselback potatoes"]],
  ])("holds the %s dishes", (_, names) => {
    expect(names.filter((name) => !byName(name))).toEqual([]);
  });

  it("puts a meat-free version a cook would make beside each new meat classic, vegetarian by its own ingredients", () => {
    const PARTNERS: [string, string][] = [
      ["Honey and mustard glazed ham", "Maple and mustard glazed celeriac"],
      ["Pigs in blankets", "Vegetarian pigs in blankets"],
      ["Pork tamales", "Bean and cheese tamales"],
      ["Croque monsieur", "Mushroom and spinach croque"],
      ["Reuben sandwich", "Beetroot Reuben"],
      ["Lemongrass pork banh mi", "Tofu banh mi"],
      ["Coronation chicken sandwiches", "Coronation chickpea sandwiches"],
      ["Korean fried chicken", "Dubu jorim"],
      ["Pea and ham soup", "Split pea soup with smoked paprika"],
      ["Chicken teriyaki", "Tofu teriyaki"],
      ["Sticky chicken wings", "Buffalo cauliflower bites"],
      ["Corned beef hash", "Sweet potato and black bean hash"],
      ["Beef Wellington", "Mushroom wellington"],
    ];
    const wrong = PARTNERS.flatMap(([meat, partner]) => {
      const classic = byName(meat);
      const free = byName(partner);
      if (!classic || !MEAT.includes(classic.category)) return [`${meat}: not a meat classic of the catalog`];
      if (!free || !dietsOf(free.ingredients).includes("vegetarian")) return [`${partner}: missing or not vegetarian`];
      return [];
    });
    expect(wrong).toEqual([]);
  });

  it("counts every line of the new festive dishes, husks and suet included", () => {
    for (const name of ["Pork tamales", "Christmas pudding", "Mince pies", "Tteokbokki", "Reuben sandwich", "Falafel wraps"]) {
      const nutrition = nutritionOfMeal(byName(name)!);
      expect(nutrition.uncounted.map((line) => line.name), name).toEqual([]);
    }
  });
});
