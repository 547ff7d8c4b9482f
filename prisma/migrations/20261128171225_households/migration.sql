-- CreateTable
CREATE TABLE "Household" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "HouseholdMember" (
    "userId" TEXT NOT NULL PRIMARY KEY,
    "householdId" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "joinedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "HouseholdMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "HouseholdMember_householdId_fkey" FOREIGN KEY ("householdId") REFERENCES "Household" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "HouseholdInvite" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "householdId" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "email" TEXT,
    "createdBy" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME,
    "usedBy" TEXT,
    "revokedAt" DATETIME,
    CONSTRAINT "HouseholdInvite_householdId_fkey" FOREIGN KEY ("householdId") REFERENCES "Household" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "HouseholdActivity" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "householdId" TEXT NOT NULL,
    "actorId" TEXT,
    "actorName" TEXT NOT NULL,
    "area" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "subject" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "HouseholdActivity_householdId_fkey" FOREIGN KEY ("householdId") REFERENCES "Household" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- Every cook gets a household of one, under their own id, so each existing row's household is its
-- cook's id: nothing moves, nothing is lost.
INSERT INTO "Household" ("id", "createdAt") SELECT "id", "createdAt" FROM "User";
INSERT INTO "HouseholdMember" ("userId", "householdId", "role", "joinedAt") SELECT "id", "id", 'owner', "createdAt" FROM "User";

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_RecipeCollection" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "shared" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "RecipeCollection_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_RecipeCollection" ("createdAt", "id", "name", "userId") SELECT "createdAt", "id", "name", "userId" FROM "RecipeCollection";
DROP TABLE "RecipeCollection";
ALTER TABLE "new_RecipeCollection" RENAME TO "RecipeCollection";
CREATE UNIQUE INDEX "RecipeCollection_userId_name_key" ON "RecipeCollection"("userId", "name");
CREATE TABLE "new_PlannedMeal" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "mealId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "slot" TEXT NOT NULL,
    "servings" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "changedAt" DATETIME,
    "householdId" TEXT NOT NULL,
    CONSTRAINT "PlannedMeal_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PlannedMeal_mealId_fkey" FOREIGN KEY ("mealId") REFERENCES "Meal" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PlannedMeal_householdId_fkey" FOREIGN KEY ("householdId") REFERENCES "Household" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_PlannedMeal" ("changedAt", "createdAt", "day", "id", "mealId", "servings", "slot", "userId", "householdId") SELECT "changedAt", "createdAt", "day", "id", "mealId", "servings", "slot", "userId", "userId" FROM "PlannedMeal";
DROP TABLE "PlannedMeal";
ALTER TABLE "new_PlannedMeal" RENAME TO "PlannedMeal";
CREATE INDEX "PlannedMeal_userId_day_idx" ON "PlannedMeal"("userId", "day");
CREATE INDEX "PlannedMeal_householdId_day_idx" ON "PlannedMeal"("householdId", "day");
CREATE TABLE "new_ShoppingItem" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "aisle" TEXT NOT NULL,
    "sources" TEXT NOT NULL DEFAULT '',
    "own" BOOLEAN NOT NULL DEFAULT false,
    "checked" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "changedAt" DATETIME,
    "householdId" TEXT NOT NULL,
    CONSTRAINT "ShoppingItem_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ShoppingItem_householdId_fkey" FOREIGN KEY ("householdId") REFERENCES "Household" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_ShoppingItem" ("aisle", "changedAt", "checked", "createdAt", "id", "key", "own", "sources", "text", "userId", "householdId") SELECT "aisle", "changedAt", "checked", "createdAt", "id", "key", "own", "sources", "text", "userId", "userId" FROM "ShoppingItem";
DROP TABLE "ShoppingItem";
ALTER TABLE "new_ShoppingItem" RENAME TO "ShoppingItem";
CREATE INDEX "ShoppingItem_userId_createdAt_idx" ON "ShoppingItem"("userId", "createdAt");
CREATE INDEX "ShoppingItem_householdId_createdAt_idx" ON "ShoppingItem"("householdId", "createdAt");
CREATE TABLE "new_ShoppingUndo" (
    "householdId" TEXT NOT NULL PRIMARY KEY,
    "token" TEXT NOT NULL,
    "items" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ShoppingUndo_householdId_fkey" FOREIGN KEY ("householdId") REFERENCES "Household" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_ShoppingUndo" ("householdId", "createdAt", "items", "token") SELECT "userId", "createdAt", "items", "token" FROM "ShoppingUndo";
DROP TABLE "ShoppingUndo";
ALTER TABLE "new_ShoppingUndo" RENAME TO "ShoppingUndo";
CREATE TABLE "new_Pantry" (
    "householdId" TEXT NOT NULL PRIMARY KEY,
    "items" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Pantry_householdId_fkey" FOREIGN KEY ("householdId") REFERENCES "Household" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Pantry" ("householdId", "items", "updatedAt") SELECT "userId", "items", "updatedAt" FROM "Pantry";
DROP TABLE "Pantry";
ALTER TABLE "new_Pantry" RENAME TO "Pantry";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "HouseholdMember_householdId_idx" ON "HouseholdMember"("householdId");

-- CreateIndex
CREATE UNIQUE INDEX "HouseholdInvite_codeHash_key" ON "HouseholdInvite"("codeHash");

-- CreateIndex
CREATE INDEX "HouseholdInvite_householdId_createdAt_idx" ON "HouseholdInvite"("householdId", "createdAt");

-- CreateIndex
CREATE INDEX "HouseholdActivity_householdId_id_idx" ON "HouseholdActivity"("householdId", "id");

