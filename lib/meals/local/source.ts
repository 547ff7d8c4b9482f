import type { PrismaClient } from "../../generated/prisma/client";
import { foldForSearch } from "../fold-text";
import { MEAL_CATEGORIES, type Meal, type MealSource } from "../types";
import { mealFromRow, WITH_INGREDIENTS } from "./meal-rows";

/** Our own one-line descriptions of TheMealDB's categories (its texts are not ours to copy). */
const CATEGORY_DESCRIPTIONS: Record<(typeof MEAL_CATEGORIES)[number], string> = {
  Beef: "Braises, pies and grills built on beef.",
  Breakfast: "Something good to start the day, sweet or savoury.",
  Chicken: "Roasts, curries and quick pans with chicken.",
  Dessert: "Cakes, puddings and sweet things to finish a meal.",
  Goat: "Slow-cooked goat dishes from the cuisines that love it.",
  Lamb: "Roasts, stews and kebabs with lamb.",
  Miscellaneous: "Sauces, breads and dishes that fit no other shelf.",
  Pasta: "Pasta shapes with their sauces, baked or tossed.",
  Pork: "Roasts, sausages and stir-fries with pork.",
  Seafood: "Fish and shellfish, from quick pans to slow stews.",
  Side: "Vegetables, grains and breads to serve alongside.",
  Starter: "Small plates, soups and bites to open a meal.",
  Vegan: "Dishes with no animal products at all.",
  Vegetarian: "Meat-free dishes with eggs or dairy now and then.",
};

/**
 * Alphabetical by name, sorted here rather than by SQL: ORDER BY follows the database's collation
 * (SQLite compares bytes, PostgreSQL its locale), and the lists must read the same on both.
 */
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, "en");

/**
 * Meals prefix-first: a cook typing "cake" expects "Cake…" before "Carrot cake"; within each
 * group alphabetical order keeps the list predictable.
 */
function rankByName(meals: Meal[], foldedTerm: string): Meal[] {
  const startsWith = (meal: Meal) => foldForSearch(meal.name).startsWith(foldedTerm);
  return [...meals].sort((a, b) => Number(startsWith(b)) - Number(startsWith(a)) || byName(a, b));
}

/** Meals stored in the embedded database (the catalog, imported and, later, cooks' own). */
export function createLocalSource(db: PrismaClient): MealSource {
  return {
    async searchByName(term) {
      const folded = foldForSearch(term);
      const rows = await db.meal.findMany({ where: { searchName: { contains: folded } }, include: WITH_INGREDIENTS });
      // Prisma passes % and _ to LIKE unescaped; the exact check keeps them plain characters.
      const matching = rows.filter((row) => row.searchName.includes(folded));
      return rankByName(matching.map(mealFromRow), folded);
    },
    async searchByFirstLetter(letter) {
      const rows = await db.meal.findMany({
        where: { searchName: { startsWith: foldForSearch(letter) } },
        include: WITH_INGREDIENTS,
      });
      return rows.map(mealFromRow).sort(byName);
    },
    async filterByCategory(category) {
      const meals = await db.meal.findMany({
        where: { category },
        select: { id: true, name: true, thumbnail: true, imageAlt: true },
      });
      return meals.sort(byName);
    },
    async lookupById(id) {
      const row = await db.meal.findUnique({ where: { id }, include: WITH_INGREDIENTS });
      return row ? mealFromRow(row) : null;
    },
    async listCategories() {
      const pictures = new Map<string, string>();
      const rows = await db.meal.findMany({ select: { name: true, category: true, thumbnail: true } });
      for (const row of rows.sort(byName)) {
        if (!pictures.has(row.category)) pictures.set(row.category, row.thumbnail);
      }
      return MEAL_CATEGORIES.map((name, index) => ({
        id: String(index + 1),
        name,
        thumbnail: pictures.get(name) ?? null,
        description: CATEGORY_DESCRIPTIONS[name],
      }));
    },
  };
}
