/**
 * Writes lib/nutrition/data/catalog-recipes.json: the catalog recipes other recipes use as an
 * ingredient (lib/nutrition's SUB_RECIPES), as foods counted from their own ingredients.
 * Run after changing one of those recipes: npx tsx scripts/catalog/sub-recipe-foods.ts
 */
import fs from "node:fs";
import path from "node:path";
import { loadCatalog } from "../../lib/meals";
import { CATALOG_RECIPES_SOURCE, SUB_RECIPES, foodTable, subRecipeFood } from "../../lib/nutrition";

const catalog = loadCatalog();
const foods = SUB_RECIPES.map(({ meal: name, food, aliases }) => {
  const meal = catalog.find((candidate) => candidate.name === name);
  if (!meal) throw new Error(`No catalog meal is called "${name}"`);
  return subRecipeFood(meal, food, aliases, foodTable());
});
const file = path.join(process.cwd(), "lib", "nutrition", "data", "catalog-recipes.json");
fs.writeFileSync(file, `${JSON.stringify({ source: CATALOG_RECIPES_SOURCE, foods }, null, 2)}\n`);
console.log(`Wrote ${foods.length} food(s) to ${path.relative(process.cwd(), file)}`);
