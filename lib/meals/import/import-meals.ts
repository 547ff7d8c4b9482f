import type { PrismaClient } from "@/lib/platform/database";
import { syncMeals, type SyncSummary } from "../sources/local/meal-rows";
import type { Meal, MealSource } from "../types";
import type { FetchedPictures } from "./meal-pictures";

const IMPORT_LETTERS = "abcdefghijklmnopqrstuvwxyz".split("");

export type ImportProgress = { step: "letters" | "pictures"; done: number; total: number; mealsFound: number };

type ImportSummary = SyncSummary & { found: number };

type ImportOptions = {
  /** Copies the meals' pictures into the database (see meal-pictures.ts); none when absent. */
  fetchPictures?: (meals: Meal[], onProgress: (done: number, total: number) => void) => Promise<FetchedPictures>;
  onProgress?: (progress: ImportProgress) => void;
};

/**
 * Copies every meal of a source (TheMealDB) into the embedded database: letters a–z through the
 * adapter (its search answers carry whole meals, so no lookups are needed) and their pictures;
 * then the pictures are stored, then the meals in one transaction. Nothing is written until
 * everything has been fetched, so a failure half-way leaves the database as it was, and a meal
 * never points at a picture that is not stored; equal meals are left alone, so a second run
 * changes nothing.
 */
export async function importMeals(
  source: MealSource,
  db: PrismaClient,
  { fetchPictures, onProgress = () => {} }: ImportOptions = {},
): Promise<ImportSummary> {
  const found = new Map<string, Meal>();
  for (const [index, letter] of IMPORT_LETTERS.entries()) {
    for (const meal of await source.searchByFirstLetter(letter)) found.set(meal.id, meal);
    onProgress({ step: "letters", done: index + 1, total: IMPORT_LETTERS.length, mealsFound: found.size });
  }
  const meals = [...found.values()];
  const pictures = fetchPictures
    ? await fetchPictures(meals, (done, total) => onProgress({ step: "pictures", done, total, mealsFound: meals.length }))
    : undefined;
  await pictures?.save();
  const summary = await syncMeals(db, pictures?.meals ?? meals, "themealdb");
  return { ...summary, found: meals.length };
}
