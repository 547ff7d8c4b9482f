import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogPicturePath, loadCatalog, type CatalogMeal } from "@/lib/meals/catalog/load-catalog";
import { foldForSearch } from "@/lib/platform/text";
import { MEAL_CATEGORIES } from "@/lib/meals/types";

/**
 * The catalog rules of issue 4, point 2, over every prisma/catalog/meals-*.json file. Loading
 * already checks each meal's shape (4–20 ingredients with home-cook measures, 4–10 steps,
 * servings 1–16, 1–5 tags, alt text ≤ 140 characters): a broken meal fails here first.
 */
const catalog = loadCatalog();

const countBy = (meals: CatalogMeal[], key: (meal: CatalogMeal) => string) => {
  const counts = new Map<string, number>();
  for (const meal of meals) counts.set(key(meal), (counts.get(key(meal)) ?? 0) + 1);
  return counts;
};

const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

const AREAS = [
  "American", "British", "Canadian", "Chinese", "Croatian", "Dutch", "Egyptian", "Filipino", "French", "Greek",
  "Indian", "Irish", "Italian", "Jamaican", "Japanese", "Kenyan", "Malaysian", "Mexican", "Moroccan", "Polish",
  "Portuguese", "Russian", "Spanish", "Thai", "Tunisian", "Turkish", "Ukrainian", "Vietnamese", "Norwegian",
  "Syrian", "Saudi Arabian", "Uruguayan", "Venezuelan", "Korean", "Algerian", "Argentinian", "Australian",
  // Issue 38: the central European and Nordic kitchens.
  "Hungarian", "German", "Austrian", "Swedish",
];

// Categories with meat or fish: everything else is what a meat-free cook can eat.
const MEAT_OR_FISH_CATEGORIES = ["Beef", "Chicken", "Goat", "Lamb", "Pork", "Seafood"];

const MEAT_OR_FISH = /\b(chicken|beef|pork|bacon|ham|lamb|mutton|goat|veal|mince|sausages?|chorizo|pancetta|prosciutto|salami|turkey|duck|lard|gelatine|fish|anchov(y|ies)|tuna|salmon|cod|haddock|prawns?|shrimps?|mussels|clams|squid|crab|lobster)\b/i;
const ANIMAL_PRODUCT = /\b(butter|milk|cream|cheese|eggs?|yog(h)?urt|honey|ghee|mayonnaise|parmesan|feta|mozzarella|ricotta|paneer|halloumi|buttermilk|crème fraîche|custard)\b/i;
// Plant versions a vegan recipe names that way ("Coconut milk", "Vegan butter", "Peanut butter").
const PLANT_VERSION = /\b(vegan|plant|coconut|oat|almond|soy|soya|rice|cashew|peanut|nut|cocoa|shea|beans?)\b/i;

describe("the embedded catalog", () => {
  it("has at least 120 meals with unique ids and unique names", () => {
    expect(catalog.length).toBeGreaterThanOrEqual(120);
    expect(duplicates(catalog.map((meal) => meal.id))).toEqual([]);
    expect(duplicates(catalog.map((meal) => foldForSearch(meal.name)))).toEqual([]);
  });

  it("has every TheMealDB category, and at least 10 meals in each category of the menu", () => {
    const perCategory = countBy(catalog, (meal) => meal.category);
    expect([...perCategory.keys()].sort()).toEqual([...MEAL_CATEGORIES].sort());
    for (const category of ["Dessert", "Side", "Starter", "Vegan", "Vegetarian"]) {
      expect(perCategory.get(category) ?? 0, category).toBeGreaterThanOrEqual(10);
    }
  });

  it("spans at least 20 areas, all spelled as TheMealDB spells them", () => {
    const areas = new Set(catalog.map((meal) => meal.area));
    expect(areas.size).toBeGreaterThanOrEqual(20);
    expect([...areas].filter((area) => !AREAS.includes(area))).toEqual([]);
  });

  it("has names starting with at least 20 letters, and at least 6 meat-free meals starting with a", () => {
    const letters = new Set(catalog.map((meal) => foldForSearch(meal.name)[0]));
    expect(letters.size).toBeGreaterThanOrEqual(20);
    const meatFreeA = catalog.filter(
      (meal) => foldForSearch(meal.name).startsWith("a") && !MEAT_OR_FISH_CATEGORIES.includes(meal.category),
    );
    expect(meatFreeA.length).toBeGreaterThanOrEqual(6);
  });

  it("gives every meal at least 4 distinct steps a cook can follow", () => {
    const thin = catalog.filter(
      (meal) => new Set(meal.instructions).size < 4 || meal.instructions.some((step) => step.length < 25 || /^\d+[.)]/.test(step)),
    );
    expect(thin.map((meal) => meal.name)).toEqual([]);
  });

  it("names each ingredient once per meal, without quantities in the name", () => {
    const odd = catalog.filter(
      (meal) =>
        duplicates(meal.ingredients.map((ingredient) => ingredient.name.toLowerCase())).length > 0 ||
        meal.ingredients.some((ingredient) => /\d/.test(ingredient.name)),
    );
    expect(odd.map((meal) => meal.name)).toEqual([]);
  });

  it("keeps Vegetarian meals free of meat and fish, and Vegan meals free of any animal product", () => {
    const offending = catalog.flatMap((meal) =>
      meal.ingredients
        .filter((ingredient) => {
          if (meal.category !== "Vegetarian" && meal.category !== "Vegan") return false;
          // "Vegetarian sausages" are meat-free by name; a plain "Sausages" line is not.
          if (MEAT_OR_FISH.test(ingredient.name) && !/^(vegetarian|vegan|meat-free|plant-based)\b/i.test(ingredient.name)) return true;
          return meal.category === "Vegan" && ANIMAL_PRODUCT.test(ingredient.name) && !PLANT_VERSION.test(ingredient.name);
        })
        .map((ingredient) => `${meal.name} (${meal.category}): ${ingredient.name}`),
    );
    expect(offending).toEqual([]);
  });

  it("gives every meal its own picture, served by the app and small", () => {
    const hashes = new Map<string, string>();
    const problems: string[] = [];
    for (const meal of catalog) {
      const file = path.join(process.cwd(), "public", catalogPicturePath(meal.id));
      if (!fs.existsSync(file)) {
        problems.push(`${meal.id} ${meal.name}: no picture at public${catalogPicturePath(meal.id)}`);
        continue;
      }
      const bytes = fs.readFileSync(file);
      if (bytes.length > 40 * 1024) problems.push(`${meal.id} ${meal.name}: picture is ${bytes.length} bytes`);
      const hash = createHash("sha256").update(bytes).digest("hex");
      const twin = hashes.get(hash);
      if (twin) problems.push(`${meal.id} ${meal.name}: same picture as ${twin}`);
      hashes.set(hash, `${meal.id} ${meal.name}`);
    }
    expect(problems).toEqual([]);
  });

  it("leaves 'Watch Video' and 'View Source' to real links only", () => {
    const links = catalog.flatMap((meal) => [meal.youtube, meal.source]).filter((link) => link !== null);
    expect(links.filter((link) => !/^https:\/\//.test(link))).toEqual([]);
  });
});
