-- CreateTable
CREATE TABLE "MadeIt" (
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
    CONSTRAINT "MadeIt_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "MadeIt_mealId_fkey" FOREIGN KEY ("mealId") REFERENCES "Meal" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MadeItSetting" (
    "mealId" TEXT NOT NULL PRIMARY KEY,
    "showCooksNotes" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "MadeItSetting_mealId_fkey" FOREIGN KEY ("mealId") REFERENCES "Meal" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "MadeIt_userId_cookedOn_idx" ON "MadeIt"("userId", "cookedOn");

-- CreateIndex
CREATE INDEX "MadeIt_mealId_cookedOn_idx" ON "MadeIt"("mealId", "cookedOn");

