import { Prisma, type Transaction } from "@/lib/platform/database";
import { mealKeys } from "./names";

/** One meal's rows of the pantry index: each distinct key with how many the meal has in all. */
export function pantryRowsOf(mealId: string, ingredients: readonly { measure: string; name: string }[]) {
  const keys = [...mealKeys(ingredients).keys()];
  return keys.map((key) => ({ key, mealId, of: keys.length }));
}

// Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits.
const ROWS_PER_INSERT = 3_000;

/**
 * Makes the pantry index rows of these meals match their ingredients as now stored. Call it inside
 * the transaction that wrote them, as the search index is, so a match never sees a half-written meal.
 */
export async function indexPantryKeys(tx: Transaction, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.mealPantryKey.deleteMany({ where: { mealId: { in: [...ids] } } });
  const meals = await tx.meal.findMany({
    where: { id: { in: [...ids] } },
    select: { id: true, ingredients: { select: { name: true, measure: true }, orderBy: { position: "asc" } } },
  });
  const rows = meals.flatMap((meal) => pantryRowsOf(meal.id, meal.ingredients));
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    await tx.$executeRaw`INSERT INTO "MealPantryKey" ("key", "mealId", "of") VALUES ${Prisma.join(
      chunk.map((row) => Prisma.sql`(${row.key}, ${row.mealId}, ${row.of})`),
    )}`;
  }
}

/**
 * Indexes stored meals that have ingredients but no pantry rows yet (stored before the pantry
 * existed). Answers how many. A changed synonym table needs its meals re-indexed by a migration.
 */
export async function indexUnindexedPantryMeals(tx: Transaction): Promise<number> {
  const missing = await tx.meal.findMany({
    where: { pantryKeys: { none: {} }, ingredients: { some: {} } },
    select: { id: true },
  });
  for (let start = 0; start < missing.length; start += 500) {
    await indexPantryKeys(tx, missing.slice(start, start + 500).map((meal) => meal.id));
  }
  return missing.length;
}
