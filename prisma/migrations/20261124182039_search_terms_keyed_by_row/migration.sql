-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_MealSearchTerm" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "term" TEXT NOT NULL,
    "mealId" TEXT NOT NULL,
    "fields" INTEGER NOT NULL,
    CONSTRAINT "MealSearchTerm_mealId_fkey" FOREIGN KEY ("mealId") REFERENCES "Meal" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_MealSearchTerm" ("fields", "mealId", "term") SELECT "fields", "mealId", "term" FROM "MealSearchTerm";
DROP TABLE "MealSearchTerm";
ALTER TABLE "new_MealSearchTerm" RENAME TO "MealSearchTerm";
CREATE INDEX "MealSearchTerm_term_fields_idx" ON "MealSearchTerm"("term", "fields");
CREATE INDEX "MealSearchTerm_mealId_idx" ON "MealSearchTerm"("mealId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

