import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { drawMealArt, type MealArtInput } from "@/lib/meal-art";
import { CATALOG_DIR, MEAL_ART_DIR, readCatalogMeals } from "@/scripts/catalog/render-meal-art";

/** Per-picture budget: the cards load many of these at once (7.5 KB since the art specs draw more pieces). */
const MAX_BYTES = 7.5 * 1024;

const samples: MealArtInput[] = [
  { id: "90001", name: "Apple Crumble", category: "Dessert", area: "British", ingredients: ["Cooking apples", "Plain flour", "Butter", "Demerara sugar", "Ground cinnamon"] },
  { id: "90002", name: "Spaghetti Pomodoro", category: "Pasta", area: "Italian", ingredients: ["Spaghetti", "Olive oil", "Garlic", "Chopped tomatoes", "Basil", "Parmesan"] },
  { id: "90003", name: "Sirloin with Chips", category: "Beef", area: "British", ingredients: ["Sirloin steak", "Potatoes", "Butter", "Thyme", "Black pepper"] },
  { id: "90004", name: "Lamb Tagine", category: "Lamb", area: "Moroccan", ingredients: ["Lamb shoulder", "Onion", "Ras el hanout", "Chickpeas", "Dried apricots", "Coriander", "Chicken stock"] },
  { id: "90005", name: "Grilled Sea Bass", category: "Seafood", area: "Greek", ingredients: ["Sea bass", "Lemon", "Olive oil", "Oregano", "Cherry tomatoes"] },
  { id: "90006", name: "Full English", category: "Breakfast", area: "British", ingredients: ["Eggs", "Bacon", "Baked beans", "Mushrooms", "Tomatoes", "Bread"] },
  { id: "90007", name: "Chickpea Buddha Bowl", category: "Vegan", area: "American", ingredients: ["Chickpeas", "Quinoa", "Avocado", "Red cabbage", "Sweet potato", "Spinach", "Tahini"] },
  { id: "90008", name: "Garlic Rice", category: "Side", area: "Filipino", ingredients: ["Long grain rice", "Garlic", "Butter", "Spring onions"] },
  { id: "90009", name: "Bruschetta", category: "Starter", area: "Italian", ingredients: ["Ciabatta", "Tomatoes", "Basil", "Garlic", "Olive oil"] },
  { id: "90010", name: "Mango Lassi", category: "Miscellaneous", area: "Indian", ingredients: ["Mango", "Yoghurt", "Milk", "Cardamom", "Sugar"] },
  { id: "90011", name: "Thai Green Curry", category: "Chicken", area: "Thai", ingredients: ["Chicken thighs", "Coconut milk", "Green curry paste", "Green beans", "Thai basil", "Lime", "Red chilli"] },
  { id: "90012", name: "Greek Salad", category: "Vegetarian", area: "Greek", ingredients: ["Tomatoes", "Cucumber", "Red onion", "Feta", "Kalamata olives", "Oregano"] },
];

/**
 * Well-formedness without a parser dependency: every piece of markup is a tag with quoted
 * attributes, tags balance like brackets, there is no text content and a single root.
 */
function checkWellFormedXml(xml: string): { root: string; rootTag: string } {
  const tokens = xml.match(/<[^>]*>|[^<]+/g) ?? [];
  const stack: string[] = [];
  let root = "";
  let rootTag = "";
  let closedRoot = false;
  for (const token of tokens) {
    if (!token.startsWith("<")) throw new Error(`Unexpected text content: ${token.slice(0, 40)}`);
    if (closedRoot) throw new Error(`Markup after the root element: ${token.slice(0, 40)}`);
    const closing = /^<\/([A-Za-z][\w:.-]*)\s*>$/.exec(token);
    if (closing) {
      const open = stack.pop();
      if (open !== closing[1]) throw new Error(`</${closing[1]}> closes <${open ?? "nothing"}>`);
      if (stack.length === 0) closedRoot = true;
      continue;
    }
    const opening = /^<([A-Za-z][\w:.-]*)((?:\s+[A-Za-z_:][\w:.-]*="[^"<&]*")*)\s*(\/?)>$/.exec(token);
    if (!opening) throw new Error(`Malformed tag: ${token.slice(0, 80)}`);
    const names = [...opening[2]!.matchAll(/([\w:.-]+)="/g)].map((m) => m[1]);
    if (new Set(names).size !== names.length) throw new Error(`Duplicate attribute in ${token.slice(0, 80)}`);
    if (!root) {
      root = opening[1]!;
      rootTag = token;
    } else if (stack.length === 0) throw new Error("More than one root element");
    if (opening[3] === "/") {
      if (stack.length === 0) closedRoot = true;
    } else stack.push(opening[1]!);
  }
  if (stack.length > 0) throw new Error(`Unclosed <${stack.join("> <")}>`);
  return { root, rootTag };
}

function checkSvg(svg: string) {
  const { root, rootTag } = checkWellFormedXml(svg);
  expect(root).toBe("svg");
  expect(rootTag).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(rootTag).toContain('viewBox="0 0 600 600"');
  expect(rootTag).toContain('width="600"');
  expect(rootTag).toContain('height="600"');
  expect(rootTag).toContain('role="img"');
  expect(svg).not.toMatch(/<script/i);
  expect(svg).not.toMatch(/<text/i);
  expect(svg).not.toMatch(/<(image|foreignObject|style)\b/i);
  expect(svg).not.toMatch(/\bon[a-z]+=/i);
  expect(svg).not.toMatch(/href=/i);
  expect(svg).not.toMatch(/url\((?!#)/);
  expect(svg).not.toMatch(/NaN|undefined|Infinity/);
}

describe("drawMealArt", () => {
  it("returns a standalone, well-formed 600×600 SVG with no scripts, text or external references", () => {
    for (const meal of samples) checkSvg(drawMealArt(meal));
  });

  it("is deterministic: the same meal always gives the same bytes", () => {
    for (const meal of samples) {
      expect(drawMealArt({ ...meal, ingredients: [...meal.ingredients] })).toBe(drawMealArt(meal));
    }
  });

  it("gives different meals different pictures", () => {
    const pictures = samples.map(drawMealArt);
    expect(new Set(pictures).size).toBe(samples.length);
    // Same ingredients, different name or category: still a different picture.
    const base = samples[1]!;
    expect(drawMealArt({ ...base, name: "Spaghetti al Pomodoro" })).not.toBe(drawMealArt(base));
    expect(drawMealArt({ ...base, category: "Vegetarian" })).not.toBe(drawMealArt(base));
  });

  it("keeps every picture under the size budget", () => {
    for (const meal of samples) expect(Buffer.byteLength(drawMealArt(meal)), meal.name).toBeLessThanOrEqual(MAX_BYTES);
  });

  it("copes with odd input: no ingredients, unknown category and area, markup characters in the name", () => {
    const svg = drawMealArt({ id: "x<1>", name: `Tom & "Jerry's" <pie>`, category: "Snacks", area: "Atlantis", ingredients: [] });
    checkSvg(svg);
    expect(svg).not.toContain("Jerry");
  });
});

describe("catalog pictures in public/meals", () => {
  const hasCatalog = fs.existsSync(CATALOG_DIR) && fs.readdirSync(CATALOG_DIR).some((file) => file.endsWith(".json"));

  it.skipIf(!hasCatalog)("has an up-to-date picture for every catalog meal, and none for meals that are gone", () => {
    const meals = readCatalogMeals();
    expect(meals.length).toBeGreaterThan(0);
    const stale: string[] = [];
    for (const meal of meals) {
      const file = path.join(MEAL_ART_DIR, `${meal.id}.svg`);
      const expected = drawMealArt(meal);
      if (!fs.existsSync(file) || fs.readFileSync(file, "utf8") !== expected) stale.push(`${meal.id} ${meal.name}`);
      expect(Buffer.byteLength(expected), meal.name).toBeLessThanOrEqual(MAX_BYTES);
    }
    expect(stale, "run: npx tsx scripts/catalog/render-meal-art.ts").toEqual([]);
    const ids = new Set(meals.map((meal) => meal.id));
    const orphans = fs.readdirSync(MEAL_ART_DIR).filter((file) => file.endsWith(".svg") && !ids.has(file.slice(0, -4)));
    expect(orphans).toEqual([]);
  });

  it.skipIf(!hasCatalog)("gives every catalog meal a distinct, well-formed picture", () => {
    const meals = readCatalogMeals();
    const pictures = meals.map((meal) => drawMealArt(meal));
    pictures.forEach(checkSvg);
    expect(new Set(pictures).size).toBe(meals.length);
  });
});
