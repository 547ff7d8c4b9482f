-- CreateTable
CREATE TABLE "ViewedRecipe" (
    "userId" TEXT NOT NULL,
    "mealId" TEXT NOT NULL,
    "viewedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("userId", "mealId"),
    CONSTRAINT "ViewedRecipe_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ViewedRecipe_mealId_fkey" FOREIGN KEY ("mealId") REFERENCES "Meal" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "ViewedRecipe_userId_viewedAt_idx" ON "ViewedRecipe"("userId", "viewedAt");

