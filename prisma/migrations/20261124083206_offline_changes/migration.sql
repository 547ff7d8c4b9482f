-- AlterTable
ALTER TABLE "PlannedMeal" ADD COLUMN "changedAt" DATETIME;

-- AlterTable
ALTER TABLE "ShoppingItem" ADD COLUMN "changedAt" DATETIME;

