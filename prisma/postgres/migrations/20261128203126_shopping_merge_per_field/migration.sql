-- AlterTable
ALTER TABLE "ShoppingItem" ADD COLUMN     "textChangedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "ShoppingRemoval" (
    "itemId" TEXT NOT NULL,
    "householdId" TEXT NOT NULL,
    "removedAt" TIMESTAMP(3) NOT NULL,
    "item" TEXT NOT NULL,

    CONSTRAINT "ShoppingRemoval_pkey" PRIMARY KEY ("itemId")
);

-- CreateIndex
CREATE INDEX "ShoppingRemoval_householdId_removedAt_idx" ON "ShoppingRemoval"("householdId", "removedAt");

-- AddForeignKey
ALTER TABLE "ShoppingRemoval" ADD CONSTRAINT "ShoppingRemoval_householdId_fkey" FOREIGN KEY ("householdId") REFERENCES "Household"("id") ON DELETE CASCADE ON UPDATE CASCADE;

