-- AlterTable
ALTER TABLE "ShoppingItem" ADD COLUMN "textChangedAt" DATETIME;

-- CreateTable
CREATE TABLE "ShoppingRemoval" (
    "itemId" TEXT NOT NULL PRIMARY KEY,
    "householdId" TEXT NOT NULL,
    "removedAt" DATETIME NOT NULL,
    "item" TEXT NOT NULL,
    CONSTRAINT "ShoppingRemoval_householdId_fkey" FOREIGN KEY ("householdId") REFERENCES "Household" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "ShoppingRemoval_householdId_removedAt_idx" ON "ShoppingRemoval"("householdId", "removedAt");

