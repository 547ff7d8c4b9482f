-- AlterTable
ALTER TABLE "PlannedMeal" ADD COLUMN     "servingsChangedAt" TIMESTAMP(3);

-- Until now the whole meal had one time (`changedAt`): its servings start from it.
UPDATE "PlannedMeal" SET "servingsChangedAt" = "changedAt";

-- CreateTable
CREATE TABLE "PlannedMealRemoval" (
    "itemId" TEXT NOT NULL,
    "householdId" TEXT NOT NULL,
    "removedAt" TIMESTAMP(3) NOT NULL,
    "item" TEXT NOT NULL,

    CONSTRAINT "PlannedMealRemoval_pkey" PRIMARY KEY ("itemId")
);

-- CreateIndex
CREATE INDEX "PlannedMealRemoval_householdId_removedAt_idx" ON "PlannedMealRemoval"("householdId", "removedAt");

-- AddForeignKey
ALTER TABLE "PlannedMealRemoval" ADD CONSTRAINT "PlannedMealRemoval_householdId_fkey" FOREIGN KEY ("householdId") REFERENCES "Household"("id") ON DELETE CASCADE ON UPDATE CASCADE;

