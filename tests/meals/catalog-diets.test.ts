import { describe, expect, it } from "vitest";
import { dietsOf } from "@/lib/diets";
import { ingredientTraits } from "@/lib/diets/diets";
import { loadCatalog } from "@/lib/meals/catalog/load-catalog";

/**
 * Issue 38: meat-free classics once lost "vegetarian" only to a hard cheese made with animal
 * rennet (Parmesan, Gruyère, Pecorino, Provolone), and an unknown "to serve" garnish blocked every
 * badge. Each now offers a vegetarian hard cheese in its line and says how in a tip, so a
 * vegetarian finds spinach-and-ricotta cannelloni.
 */
const catalog = loadCatalog();
const byName = (name: string) => catalog.find((meal) => meal.name === name)!;

const CLASSICS = [
  "Omelette",
  "Aglio e olio",
  "Cacio e pepe",
  "Mac and cheese",
  "Spinach and ricotta cannelloni",
  "Fettuccine Alfredo",
  "Aligot",
  "Arancini",
  "Gougères",
  "Provoleta",
];

describe("vegetarian versions of the catalog's meat-free classics", () => {
  it.each(CLASSICS)("%s is vegetarian, offers a vegetarian hard cheese and says why in a tip", (name) => {
    const meal = byName(name);
    expect(dietsOf(meal.ingredients)).toContain("vegetarian");
    const cheese = meal.ingredients.filter((line) => /\bvegetarian\b/i.test(line.name) && /\bcheese\b/i.test(line.name));
    expect(cheese.length, name).toBeGreaterThan(0);
    expect(meal.tips.some((tip) => /\bvegetarian\b/i.test(tip) && /\brennet\b/i.test(tip)), name).toBe(true);
  });

  it("leaves no meat-free meal without the badge because of a hard cheese alone", () => {
    const blocked = catalog.filter((meal) => {
      if (dietsOf(meal.ingredients).includes("vegetarian")) return false;
      const withoutRennet = meal.ingredients.map((line) => (ingredientTraits(line.name)?.has("rennet") ? { ...line, name: "Vegetarian hard cheese" } : line));
      return dietsOf(withoutRennet).includes("vegetarian");
    });
    expect(blocked.map((meal) => meal.name)).toEqual([]);
  });
});
