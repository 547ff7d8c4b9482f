import { Prisma, type PrismaClient } from "@/lib/platform/database";
import { foldForSearch } from "@/lib/platform/text";
import { byName, rankByName } from "../../meal-order";
import { MEAL_CATEGORIES, type IngredientEntry, type Meal, type MealSource, type MealSummary } from "../../types";
import { MEAL_DETAILS, mealFromRow, type MealOrigin } from "./meal-rows";

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
 * Meals stored in the embedded database: the catalog, imported meals and cooks' own recipes, or
 * only the `origins` given (live mode asks it for cooks' recipes alone).
 */
export function createLocalSource(db: PrismaClient, { origins }: { origins?: MealOrigin[] } = {}): MealSource {
  const stored = (where: Prisma.MealWhereInput): Prisma.MealWhereInput => (origins ? { ...where, origin: { in: origins } } : where);
  return {
    async searchByName(term) {
      const ids = await idsWithNameContaining(db, foldForSearch(term), origins);
      if (ids.length === 0) return [];
      const rows = await db.meal.findMany({ where: { id: { in: ids } }, include: MEAL_DETAILS });
      return rankByName(rows.map(mealFromRow), term);
    },
    async searchByFirstLetter(letter) {
      const rows = await db.meal.findMany({
        where: stored({ searchName: { startsWith: foldForSearch(letter) } }),
        include: MEAL_DETAILS,
      });
      return rows.map(mealFromRow).sort(byName);
    },
    async filterByCategory(category) {
      const meals = await db.meal.findMany({
        where: stored({ category }),
        select: { id: true, name: true, thumbnail: true, imageAlt: true },
      });
      return meals.sort(byName);
    },
    async lookupById(id) {
      const row = await db.meal.findFirst({ where: stored({ id }), include: MEAL_DETAILS });
      return row ? mealFromRow(row) : null;
    },
    async listCategories() {
      const pictures = new Map<string, string>();
      // A category's picture is one of ours, never a cook's upload.
      const rows = await db.meal.findMany({
        where: { origin: { not: "user" } },
        select: { name: true, category: true, thumbnail: true },
      });
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
    async filterByArea(area) {
      const byOrigin = origins ? Prisma.sql` AND "origin" IN (${Prisma.join(origins)})` : Prisma.empty;
      const rows = await db.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Meal" WHERE lower("area") = lower(${area})${byOrigin}`;
      return summariesOf(db, rows);
    },
    async filterByIngredient(ingredient) {
      const byOrigin = origins ? Prisma.sql` AND m."origin" IN (${Prisma.join(origins)})` : Prisma.empty;
      const rows = await db.$queryRaw<{ id: string }[]>`
        SELECT DISTINCT m."id" AS "id" FROM "Meal" m JOIN "MealIngredient" i ON i."mealId" = m."id"
        WHERE lower(i."name") = lower(${ingredient})${byOrigin}`;
      return summariesOf(db, rows);
    },
    // The lists name what the catalog and imports hold: cooks type areas and ingredients freely,
    // and a list that grows with every recipe would be unbounded.
    async listAreas() {
      const rows = await db.meal.findMany({ where: { origin: { not: "user" } }, distinct: ["area"], select: { area: true } });
      return uniqueSorted(rows.map((row) => row.area));
    },
    async listIngredients(): Promise<IngredientEntry[]> {
      const rows = await db.mealIngredient.findMany({ where: { meal: { origin: { not: "user" } } }, distinct: ["name"], select: { name: true } });
      // Numbered in name order: the same catalog gives the same ids.
      return uniqueSorted(rows.map((row) => row.name)).map((name, index) => ({ id: String(index + 1), name, description: null, type: null }));
    },
    async randomMeal(excludedCategories) {
      const where = stored({ category: { notIn: [...excludedCategories] } });
      const count = await db.meal.count({ where });
      if (count === 0) return null;
      const row = await db.meal.findFirst({ where, include: MEAL_DETAILS, orderBy: { id: "asc" }, skip: Math.floor(Math.random() * count) });
      return row ? mealFromRow(row) : null;
    },
  };
}

async function summariesOf(db: PrismaClient, rows: { id: string }[]): Promise<MealSummary[]> {
  if (rows.length === 0) return [];
  const meals = await db.meal.findMany({
    where: { id: { in: rows.map((row) => row.id) } },
    select: { id: true, name: true, thumbnail: true, imageAlt: true },
  });
  return meals.sort(byName);
}

/** Names once each whatever their case (the first spelling kept), in alphabetical order. */
function uniqueSorted(names: string[]): string[] {
  const seen = new Map<string, string>();
  for (const name of names) {
    const key = name.trim().toLowerCase();
    if (key && !seen.has(key)) seen.set(key, name.trim());
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
}

/**
 * Ids of the meals whose folded name contains `folded` as plain text. Prisma's `contains` hands
 * % and _ to LIKE as wildcards (`s=%` would load every meal): here they are escaped, with an
 * ESCAPE clause both SQLite and PostgreSQL read the same way.
 */
async function idsWithNameContaining(db: PrismaClient, folded: string, origins: MealOrigin[] | undefined): Promise<string[]> {
  const pattern = `%${folded.replace(/[\\%_]/g, (wildcard) => `\\${wildcard}`)}%`;
  const byOrigin = origins ? Prisma.sql` AND "origin" IN (${Prisma.join(origins)})` : Prisma.empty;
  const rows = await db.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Meal" WHERE "searchName" LIKE ${pattern} ESCAPE '\\'${byOrigin}`;
  return rows.map((row) => row.id);
}

/** Every stored meal with its ingredients, in id order: what the AI chef's catalog mode picks from. */
export async function listStoredMeals(db: PrismaClient): Promise<Meal[]> {
  const rows = await db.meal.findMany({ include: MEAL_DETAILS, orderBy: { id: "asc" } });
  return rows.map(mealFromRow);
}
