-- CreateTable
CREATE TABLE "Rating" (
    "userId" TEXT NOT NULL,
    "mealId" TEXT NOT NULL,
    "stars" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("userId", "mealId"),
    CONSTRAINT "Rating_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Rating_mealId_fkey" FOREIGN KEY ("mealId") REFERENCES "Meal" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MealRatingSummary" (
    "mealId" TEXT NOT NULL PRIMARY KEY,
    "count" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,
    CONSTRAINT "MealRatingSummary_mealId_fkey" FOREIGN KEY ("mealId") REFERENCES "Meal" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Rating_mealId_userId_stars_idx" ON "Rating"("mealId", "userId", "stars");

-- CreateIndex
CREATE INDEX "MealRatingSummary_count_idx" ON "MealRatingSummary"("count");

