import type { PrismaClient } from "../../generated/prisma/client";
import { syncMeals, type SyncSummary } from "../local/meal-rows";
import type { Meal, MealSource } from "../types";

export const IMPORT_LETTERS = "abcdefghijklmnopqrstuvwxyz".split("");

export type ImportProgress = { lettersDone: number; lettersTotal: number; mealsFound: number };

export type ImportSummary = SyncSummary & { found: number };

/**
 * Copies every meal of a source (TheMealDB) into the embedded database: letters a–z through the
 * adapter (its search answers carry whole meals, so no lookups are needed), then one transaction.
 * Nothing is written until every letter has been fetched, so a failure half-way leaves the
 * database as it was; equal meals are left alone, so a second run changes nothing.
 */
export async function importMeals(
  source: MealSource,
  db: PrismaClient,
  onProgress: (progress: ImportProgress) => void = () => {},
): Promise<ImportSummary> {
  const meals = new Map<string, Meal>();
  for (const [index, letter] of IMPORT_LETTERS.entries()) {
    for (const meal of await source.searchByFirstLetter(letter)) meals.set(meal.id, meal);
    onProgress({ lettersDone: index + 1, lettersTotal: IMPORT_LETTERS.length, mealsFound: meals.size });
  }
  const summary = await syncMeals(db, [...meals.values()], "themealdb");
  return { ...summary, found: meals.size };
}
