import { Prisma, type Transaction } from "@/lib/platform/database";
import { stem, wordsOf } from "./words";

/** Where a word was found, as bits of MealSearchTerm.fields. */
export const FIELD = { name: 1, label: 2, ingredient: 4, tip: 8 } as const;

/** What the index reads of a meal. */
export type IndexedMeal = {
  id: string;
  name: string;
  category: string;
  area: string;
  /** As stored: TheMealDB's comma list. */
  tags: string;
  /** As stored: a comma list. */
  diets: string;
  /** As stored: separated by blank lines. */
  tips: string;
  ingredients: readonly { name: string }[];
};

export type MealTerm = { term: string; fields: number; word: string };

/** The index rows of one meal: each stem once, with every field it appears in. */
export function termsOf(meal: IndexedMeal): MealTerm[] {
  const terms = new Map<string, MealTerm>();
  const add = (text: string, field: number) => {
    for (const word of wordsOf(text)) {
      const term = stem(word);
      const found = terms.get(term);
      if (found) found.fields |= field;
      else terms.set(term, { term, fields: field, word });
    }
  };
  add(meal.name, FIELD.name);
  add(`${meal.category} ${meal.area} ${meal.tags} ${meal.diets.replaceAll("-free", "free")}`, FIELD.label);
  for (const ingredient of meal.ingredients) add(ingredient.name, FIELD.ingredient);
  add(meal.tips, FIELD.tip);
  return [...terms.values()];
}

// Rows per INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters.
const ROWS_PER_INSERT = 2_000;

/** Inserts index rows (no meal's rows may exist yet) and any new words, in chunks. */
async function insertTerms(tx: Transaction, rows: readonly (MealTerm & { mealId: string })[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    await tx.$executeRaw`INSERT INTO "MealSearchTerm" ("term", "mealId", "fields") VALUES ${Prisma.join(
      chunk.map((row) => Prisma.sql`(${row.term}, ${row.mealId}, ${row.fields})`),
    )}`;
  }
  const words = new Map(rows.map((row) => [row.term, row.word]));
  const entries = [...words.entries()];
  for (let start = 0; start < entries.length; start += ROWS_PER_INSERT) {
    const chunk = entries.slice(start, start + ROWS_PER_INSERT);
    await tx.$executeRaw`INSERT INTO "SearchWord" ("term", "word") VALUES ${Prisma.join(
      chunk.map(([term, word]) => Prisma.sql`(${term}, ${word})`),
    )} ON CONFLICT ("term") DO NOTHING`;
  }
}

/**
 * Makes the index rows of these meals match what is stored for them now; a meal that no longer
 * exists loses its rows (a delete cascades anyway). Call it inside the transaction that wrote them.
 */
export async function indexMeals(tx: Transaction, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.mealSearchTerm.deleteMany({ where: { mealId: { in: [...ids] } } });
  const meals = await tx.meal.findMany({
    where: { id: { in: [...ids] } },
    select: {
      id: true, name: true, category: true, area: true, tags: true, diets: true, tips: true,
      ingredients: { select: { name: true }, orderBy: { position: "asc" } },
    },
  });
  await insertTerms(tx, meals.flatMap((meal) => termsOf(meal).map((term) => ({ ...term, mealId: meal.id }))));
}

/** Indexes the stored meals that have no index rows yet (stored before the index existed). */
export async function indexUnindexedMeals(tx: Transaction): Promise<number> {
  const missing = await tx.meal.findMany({ where: { searchTerms: { none: {} } }, select: { id: true } });
  for (let start = 0; start < missing.length; start += 500) {
    await indexMeals(tx, missing.slice(start, start + 500).map((meal) => meal.id));
  }
  return missing.length;
}
