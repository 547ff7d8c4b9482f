-- CreateTable
CREATE TABLE "Pantry" (
    "userId" TEXT NOT NULL PRIMARY KEY,
    "items" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Pantry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MealPantryKey" (
    "key" TEXT NOT NULL,
    "mealId" TEXT NOT NULL,
    "of" INTEGER NOT NULL,

    PRIMARY KEY ("key", "mealId", "of"),
    CONSTRAINT "MealPantryKey_mealId_fkey" FOREIGN KEY ("mealId") REFERENCES "Meal" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "MealPantryKey_mealId_idx" ON "MealPantryKey"("mealId");

