-- CreateTable
CREATE TABLE "MealSearchTerm" (
    "term" TEXT NOT NULL,
    "mealId" TEXT NOT NULL,
    "fields" INTEGER NOT NULL,

    PRIMARY KEY ("term", "mealId"),
    CONSTRAINT "MealSearchTerm_mealId_fkey" FOREIGN KEY ("mealId") REFERENCES "Meal" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SearchWord" (
    "term" TEXT NOT NULL PRIMARY KEY,
    "word" TEXT NOT NULL
);

-- CreateIndex
CREATE INDEX "MealSearchTerm_mealId_idx" ON "MealSearchTerm"("mealId");

