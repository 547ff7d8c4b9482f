-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_MadeIt" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "mealId" TEXT NOT NULL,
    "cookedOn" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "changes" TEXT NOT NULL DEFAULT '',
    "shared" BOOLEAN NOT NULL DEFAULT false,
    "hiddenAt" DATETIME,
    "photo" BLOB,
    "photoEtag" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reports" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "MadeIt_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "MadeIt_mealId_fkey" FOREIGN KEY ("mealId") REFERENCES "Meal" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_MadeIt" ("changes", "cookedOn", "createdAt", "hiddenAt", "id", "mealId", "note", "photo", "photoEtag", "shared", "userId") SELECT "changes", "cookedOn", "createdAt", "hiddenAt", "id", "mealId", "note", "photo", "photoEtag", "shared", "userId" FROM "MadeIt";
DROP TABLE "MadeIt";
ALTER TABLE "new_MadeIt" RENAME TO "MadeIt";
CREATE INDEX "MadeIt_userId_cookedOn_idx" ON "MadeIt"("userId", "cookedOn");
CREATE INDEX "MadeIt_mealId_cookedOn_idx" ON "MadeIt"("mealId", "cookedOn");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

