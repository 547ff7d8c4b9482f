-- DropIndex
DROP INDEX "Meal_searchName_idx";

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_MealSearchTerm" (
    "term" TEXT NOT NULL,
    "mealId" TEXT NOT NULL,
    "fields" INTEGER NOT NULL,

    PRIMARY KEY ("term", "mealId", "fields"),
    CONSTRAINT "MealSearchTerm_mealId_fkey" FOREIGN KEY ("mealId") REFERENCES "Meal" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_MealSearchTerm" ("fields", "mealId", "term") SELECT "fields", "mealId", "term" FROM "MealSearchTerm";
DROP TABLE "MealSearchTerm";
ALTER TABLE "new_MealSearchTerm" RENAME TO "MealSearchTerm";
CREATE INDEX "MealSearchTerm_mealId_idx" ON "MealSearchTerm"("mealId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "Meal_search_by_name_idx" ON "Meal"("searchName", "id", "category", "area", "difficulty", "totalMinutes", "diets");

-- CreateIndex
CREATE INDEX "Meal_search_by_id_idx" ON "Meal"("id", "searchName", "category", "area", "difficulty", "totalMinutes", "diets");

