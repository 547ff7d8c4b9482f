import type { PrismaClient } from "@/lib/platform/database";
import { refreshDiets, syncMeals, type SyncSummary } from "../sources/local/meal-rows";
import { bumpRevision, revisionChanged } from "@/lib/platform/revisions";
import { indexUnindexedPantryMeals } from "@/lib/pantry";
import { indexUnindexedMeals } from "@/lib/search";
import { catalogMealToMeal, loadCatalog, CATALOG_DIR } from "./load-catalog";

/**
 * Makes the database hold the catalog as committed: run on every start, it adds what is new,
 * updates what changed, removes catalog meals no longer in the files, and otherwise changes
 * nothing. Imported and cooks' own meals are never touched, except that their derived diets are
 * brought in line with the ingredient table.
 */
export async function seedCatalog(
  db: PrismaClient,
  dir = CATALOG_DIR,
): Promise<SyncSummary & { removed: number; dietsRefreshed: number; indexed: number }> {
  const meals = loadCatalog(dir).map(catalogMealToMeal);
  const summary = await syncMeals(db, meals, "catalog");
  const { count: removed } = await db.meal.deleteMany({
    where: { origin: "catalog", id: { notIn: meals.map((meal) => meal.id) } },
  });
  if (removed > 0) {
    await bumpRevision(db, "meals");
    revisionChanged("meals");
  }
  // Imported and own meals keep their rows; only their derived diets follow the ingredient table.
  const dietsRefreshed = await refreshDiets(db);
  // Meals stored before the search index existed get their rows once.
  const indexed = await db.$transaction((tx) => indexUnindexedMeals(tx), { timeout: 120_000 });
  // And the pantry's index (issue 17), likewise once.
  const pantryIndexed = await db.$transaction((tx) => indexUnindexedPantryMeals(tx), { timeout: 120_000 });
  if (indexed + pantryIndexed > 0) {
    // Running instances read these indexes into memory (lib/search): they read them again.
    await bumpRevision(db, "meals");
    revisionChanged("meals");
  }
  return { ...summary, removed, dietsRefreshed, indexed };
}
