-- CreateTable
CREATE TABLE "Household" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Household_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HouseholdMember" (
    "userId" TEXT NOT NULL,
    "householdId" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "HouseholdMember_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "HouseholdInvite" (
    "id" TEXT NOT NULL,
    "householdId" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "email" TEXT,
    "createdBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "usedBy" TEXT,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "HouseholdInvite_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HouseholdActivity" (
    "id" SERIAL NOT NULL,
    "householdId" TEXT NOT NULL,
    "actorId" TEXT,
    "actorName" TEXT NOT NULL,
    "area" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "subject" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "HouseholdActivity_pkey" PRIMARY KEY ("id")
);

-- Every cook gets a household of one, under their own id, so each existing row's household is its
-- cook's id: nothing moves, nothing is lost.
INSERT INTO "Household" ("id", "createdAt") SELECT "id", "createdAt" FROM "User";
INSERT INTO "HouseholdMember" ("userId", "householdId", "role", "joinedAt") SELECT "id", "id", 'owner', "createdAt" FROM "User";

-- AlterTable
ALTER TABLE "RecipeCollection" ADD COLUMN     "shared" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable: the plan and the list become the household's, filled from their cook's household.
ALTER TABLE "PlannedMeal" ADD COLUMN     "householdId" TEXT;
UPDATE "PlannedMeal" SET "householdId" = "userId";
ALTER TABLE "PlannedMeal" ALTER COLUMN "householdId" SET NOT NULL;

ALTER TABLE "ShoppingItem" ADD COLUMN     "householdId" TEXT;
UPDATE "ShoppingItem" SET "householdId" = "userId";
ALTER TABLE "ShoppingItem" ALTER COLUMN "householdId" SET NOT NULL;

-- The Undo and the pantry were keyed by their cook, whose household has the same id: the key is renamed.
ALTER TABLE "ShoppingUndo" DROP CONSTRAINT "ShoppingUndo_userId_fkey";
ALTER TABLE "ShoppingUndo" RENAME COLUMN "userId" TO "householdId";
ALTER TABLE "Pantry" DROP CONSTRAINT "Pantry_userId_fkey";
ALTER TABLE "Pantry" RENAME COLUMN "userId" TO "householdId";

-- CreateIndex
CREATE INDEX "HouseholdMember_householdId_idx" ON "HouseholdMember"("householdId");

-- CreateIndex
CREATE UNIQUE INDEX "HouseholdInvite_codeHash_key" ON "HouseholdInvite"("codeHash");

-- CreateIndex
CREATE INDEX "HouseholdInvite_householdId_createdAt_idx" ON "HouseholdInvite"("householdId", "createdAt");

-- CreateIndex
CREATE INDEX "HouseholdActivity_householdId_id_idx" ON "HouseholdActivity"("householdId", "id");

-- CreateIndex
CREATE INDEX "PlannedMeal_householdId_day_idx" ON "PlannedMeal"("householdId", "day");

-- CreateIndex
CREATE INDEX "ShoppingItem_householdId_createdAt_idx" ON "ShoppingItem"("householdId", "createdAt");

-- AddForeignKey
ALTER TABLE "PlannedMeal" ADD CONSTRAINT "PlannedMeal_householdId_fkey" FOREIGN KEY ("householdId") REFERENCES "Household"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShoppingItem" ADD CONSTRAINT "ShoppingItem_householdId_fkey" FOREIGN KEY ("householdId") REFERENCES "Household"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShoppingUndo" ADD CONSTRAINT "ShoppingUndo_householdId_fkey" FOREIGN KEY ("householdId") REFERENCES "Household"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Pantry" ADD CONSTRAINT "Pantry_householdId_fkey" FOREIGN KEY ("householdId") REFERENCES "Household"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HouseholdMember" ADD CONSTRAINT "HouseholdMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HouseholdMember" ADD CONSTRAINT "HouseholdMember_householdId_fkey" FOREIGN KEY ("householdId") REFERENCES "Household"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HouseholdInvite" ADD CONSTRAINT "HouseholdInvite_householdId_fkey" FOREIGN KEY ("householdId") REFERENCES "Household"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HouseholdActivity" ADD CONSTRAINT "HouseholdActivity_householdId_fkey" FOREIGN KEY ("householdId") REFERENCES "Household"("id") ON DELETE CASCADE ON UPDATE CASCADE;
