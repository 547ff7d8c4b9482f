-- AlterTable
ALTER TABLE "MealIngredient" ADD COLUMN "notEatenShare" REAL;
ALTER TABLE "MealIngredient" ADD COLUMN "notEatenWhy" TEXT;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Meal" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "searchName" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "area" TEXT NOT NULL,
    "instructions" TEXT NOT NULL,
    "thumbnail" TEXT NOT NULL,
    "imageAlt" TEXT,
    "youtube" TEXT,
    "source" TEXT,
    "tags" TEXT NOT NULL DEFAULT '',
    "servings" INTEGER,
    "prepMinutes" INTEGER,
    "cookMinutes" INTEGER,
    "totalMinutes" INTEGER,
    "difficulty" TEXT,
    "diets" TEXT NOT NULL DEFAULT '',
    "tips" TEXT NOT NULL DEFAULT '',
    "origin" TEXT NOT NULL,
    "authorId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Meal_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Meal" ("area", "authorId", "category", "createdAt", "id", "imageAlt", "instructions", "name", "origin", "searchName", "servings", "source", "tags", "thumbnail", "updatedAt", "youtube") SELECT "area", "authorId", "category", "createdAt", "id", "imageAlt", "instructions", "name", "origin", "searchName", "servings", "source", "tags", "thumbnail", "updatedAt", "youtube" FROM "Meal";
DROP TABLE "Meal";
ALTER TABLE "new_Meal" RENAME TO "Meal";
CREATE INDEX "Meal_searchName_idx" ON "Meal"("searchName");
CREATE INDEX "Meal_category_idx" ON "Meal"("category");
CREATE INDEX "Meal_origin_idx" ON "Meal"("origin");
CREATE INDEX "Meal_authorId_idx" ON "Meal"("authorId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

