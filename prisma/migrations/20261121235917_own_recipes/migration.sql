-- CreateTable
CREATE TABLE "MealPicture" (
    "mealId" TEXT NOT NULL PRIMARY KEY,
    "bytes" BLOB NOT NULL,
    "contentType" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "etag" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "MealPicture_mealId_fkey" FOREIGN KEY ("mealId") REFERENCES "Meal" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MealsRevision" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "value" INTEGER NOT NULL
);

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


-- The one revision row exists from the start, so writers only ever increment it.
INSERT INTO "MealsRevision" ("id", "value") VALUES (1, 0);
