-- AlterTable
ALTER TABLE "PlannedMeal" ADD COLUMN "servingsChangedAt" DATETIME;

-- Until now the whole meal had one time (`changedAt`): its servings start from it.
UPDATE "PlannedMeal" SET "servingsChangedAt" = "changedAt";

-- CreateTable
CREATE TABLE "PlannedMealRemoval" (
    "itemId" TEXT NOT NULL PRIMARY KEY,
    "householdId" TEXT NOT NULL,
    "removedAt" DATETIME NOT NULL,
    "item" TEXT NOT NULL,
    CONSTRAINT "PlannedMealRemoval_householdId_fkey" FOREIGN KEY ("householdId") REFERENCES "Household" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "PlannedMealRemoval_householdId_removedAt_idx" ON "PlannedMealRemoval"("householdId", "removedAt");

