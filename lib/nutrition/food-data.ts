import bakingSugar from "./data/baking-sugar.json";
import catalogRecipes from "./data/catalog-recipes.json";
import dairyEggs from "./data/dairy-eggs.json";
import drinksOther from "./data/drinks-other.json";
import fishSeafood from "./data/fish-seafood.json";
import fruits from "./data/fruits.json";
import grainsPastaBakery from "./data/grains-pasta-bakery.json";
import herbsSpices from "./data/herbs-spices.json";
import legumesNutsSeeds from "./data/legumes-nuts-seeds.json";
import meatPoultry from "./data/meat-poultry.json";
import oilsFatsCondimentsSauces from "./data/oils-fats-condiments-sauces.json";
import vegetables from "./data/vegetables.json";
import { createFoodTable, type FoodTable } from "./food-table";

/**
 * The food table's files, imported so the build bundles them (no file reads at run time).
 * tests/nutrition/food-data.test.ts checks that every file in data/ is listed here.
 */
export const FOOD_DATA_FILES: Readonly<Record<string, unknown>> = {
  "vegetables.json": vegetables,
  "fruits.json": fruits,
  "herbs-spices.json": herbsSpices,
  "dairy-eggs.json": dairyEggs,
  "meat-poultry.json": meatPoultry,
  "fish-seafood.json": fishSeafood,
  "grains-pasta-bakery.json": grainsPastaBakery,
  "baking-sugar.json": bakingSugar,
  "legumes-nuts-seeds.json": legumesNutsSeeds,
  "oils-fats-condiments-sauces.json": oilsFatsCondimentsSauces,
  "drinks-other.json": drinksOther,
  "catalog-recipes.json": catalogRecipes,
};

let table: FoodTable | undefined;

/** The app's food table, validated on first use (an invalid file fails loudly, naming itself). */
export function foodTable(): FoodTable {
  table ??= createFoodTable(
    Object.entries(FOOD_DATA_FILES).map(([file, json]) => ({ file: `lib/nutrition/data/${file}`, json })),
  );
  return table;
}
