-- AlterTable
ALTER TABLE "PlannedMeal" ADD COLUMN     "changedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "ShoppingItem" ADD COLUMN     "changedAt" TIMESTAMP(3);

