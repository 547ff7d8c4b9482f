/**
 * Checks the catalog drafts in prisma/catalog-drafts/*.json (issue "Catalog 2.0": not seeded yet).
 * Run: npx tsx scripts/catalog/check-drafts.ts [file-name-filter]
 * Prints every problem, then per meal: kcal and salt per serving and the lines nutrition cannot count.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { foodTable, mealNutrition } from "../../lib/nutrition";

const ROOT = process.cwd();
const DRAFTS = path.join(ROOT, "prisma/catalog-drafts");
const CATEGORIES = ["Beef", "Breakfast", "Chicken", "Dessert", "Goat", "Lamb", "Miscellaneous", "Pasta", "Pork", "Seafood", "Side", "Starter", "Vegan", "Vegetarian"] as const;
const UNITS = "g|kg|ml|l|tsp|tbsp|cup|cups|clove|cloves|pinch|pinches|large|medium|small|tin|tins|can|cans|bunch|bunches|sprig|sprigs|slice|slices|sheet|sheets|stick|sticks|handful|handfuls|leaf|leaves|sachet|sachets";
const NUMBER = String.raw`(\d+(\.\d+)?|\d+\/\d+|\d+ \d+\/\d+)`;
const MEASURE = new RegExp(String.raw`^${NUMBER}( ?(${UNITS}))?$|^\d+ x \d+ ?(g|ml) (tin|tins|can|cans|jar|jars|pack|packs|bag|bags|block|blocks)$|^to taste$|^to serve$`);

const ingredient = z.strictObject({
  name: z.string().trim().min(1).regex(/^[^\d]*$/, "no digits in a name"),
  measure: z.string().trim().regex(MEASURE, "measure outside the grammar"),
  notEaten: z.strictObject({ share: z.number().gt(0).lt(1), why: z.string().min(10).max(120) }).optional(),
});
const meal = z.strictObject({
  id: z.string().regex(/^\d{5}$/),
  name: z.string().trim().min(1).max(60),
  category: z.enum(CATEGORIES),
  area: z.string().trim().min(1),
  servings: z.number().int().min(1).max(16),
  prepMinutes: z.number().int().min(0).max(600),
  cookMinutes: z.number().int().min(0).max(1440),
  totalMinutes: z.number().int().min(1).max(2880),
  difficulty: z.enum(["easy", "medium", "hard"]),
  tags: z.array(z.string().trim().min(1)).min(1).max(5),
  ingredients: z.array(ingredient).min(4).max(20),
  instructions: z.array(z.string().trim().min(25)).min(4).max(10),
  tips: z.array(z.string().trim().min(40).max(400)).min(1).max(3),
  youtube: z.null(),
  source: z.null(),
  imageAlt: z.string().trim().regex(/^Illustration: /).max(140),
});

const MEAT_OR_FISH = /\b(chicken|beef|pork|bacon|ham|lamb|mutton|goat|veal|mince|sausages?|chorizo|pancetta|guanciale|prosciutto|salami|turkey|duck|lard|gelatine|gelatin|fish|fish sauce|anchov(y|ies)|tuna|salmon|cod|haddock|prawns?|shrimps?|mussels|clams|squid|crab|lobster|worcestershire|caesar dressing|oyster sauce|dashi|bonito)\b/i;
const ANIMAL = /\b(butter|milk|cream|cheese|eggs?|yog(h)?urt|honey|ghee|mayonnaise|parmesan|feta|mozzarella|ricotta|paneer|halloumi|buttermilk|crème fraîche|custard|pecorino|gruyère|cheddar)\b/i;
const PLANT = /\b(vegan|plant|coconut|oat|almond|soy|soya|rice|cashew|peanut|nut|cocoa|shea|beans?)\b/i;
const RENNET = /\b(parmesan|parmigiano|pecorino|grana padano|gruyère|gruyere|emmental|gorgonzola|manchego)\b/i;

const existing = ["meals-1.json", "meals-2.json", "meals-3.json"].flatMap((file) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, "prisma/catalog", file), "utf8")) as { id: string; name: string }[],
);
const fold = (s: string) => s.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().trim();
const filter = process.argv[2] ?? "";
const problems: string[] = [];
const names = new Map(existing.map((m) => [fold(m.name), `existing catalog`]));
const ids = new Map(existing.map((m) => [m.id, `existing catalog`]));
const table = foodTable();

for (const file of fs.readdirSync(DRAFTS).filter((f) => f.endsWith(".json")).sort()) {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(path.join(DRAFTS, file), "utf8"));
  } catch (error) {
    problems.push(`${file}: not JSON: ${(error as Error).message}`);
    continue;
  }
  if (!Array.isArray(json)) {
    problems.push(`${file}: not an array`);
    continue;
  }
  json.forEach((raw, index) => {
    const parsed = meal.safeParse(raw);
    const label = `${file}[${index}] ${(raw as { name?: string }).name ?? "?"}`;
    if (!parsed.success) {
      for (const issue of parsed.error.issues.slice(0, 5)) problems.push(`${label}: ${issue.path.join(".")}: ${issue.message}`);
      return;
    }
    const m = parsed.data;
    const key = fold(m.name);
    if (names.has(key)) problems.push(`${label}: name also in ${names.get(key)}`);
    names.set(key, file);
    if (ids.has(m.id)) problems.push(`${label}: id ${m.id} also in ${ids.get(m.id)}`);
    ids.set(m.id, file);
    if (m.totalMinutes < m.prepMinutes + m.cookMinutes) problems.push(`${label}: totalMinutes < prep + cook`);
    const seen = new Set<string>();
    for (const line of m.ingredients) {
      if (seen.has(line.name.toLowerCase())) problems.push(`${label}: ${line.name} twice`);
      seen.add(line.name.toLowerCase());
      if ((m.category === "Vegetarian" || m.category === "Vegan") && MEAT_OR_FISH.test(line.name)) problems.push(`${label}: ${line.name} in ${m.category}`);
      if ((m.category === "Vegetarian" || m.category === "Vegan") && RENNET.test(line.name)) problems.push(`${label}: ${line.name} (animal rennet) in ${m.category}: use "vegetarian hard cheese"`);
      if (m.category === "Vegan" && ANIMAL.test(line.name) && !PLANT.test(line.name)) problems.push(`${label}: ${line.name} in Vegan`);
      if (m.category === "Vegan" && /\bhoney\b/i.test(line.name)) problems.push(`${label}: honey in Vegan`);
    }
    if (!filter || file.includes(filter)) {
      const n = mealNutrition({ servings: m.servings, ingredients: m.ingredients }, table);
      const uncounted = n.uncounted.map((u) => `${u.measure} ${u.name} (${u.reason})`).join("; ");
      console.log(`${m.id} ${m.name} [${m.category}]: ${n.perServing.energyKcal} kcal, salt ${n.perServing.saltG} g / serving${uncounted ? ` | not counted: ${uncounted}` : ""}`);
    }
  });
}
console.log(problems.length ? `\n${problems.length} problem(s):\n${problems.join("\n")}` : "\nno problems");
