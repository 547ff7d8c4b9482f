-- CreateTable
CREATE TABLE "MigrationJob" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "activeFor" TEXT,
    "status" TEXT NOT NULL,
    "format" TEXT,
    "fileName" TEXT NOT NULL,
    "filePath" TEXT NOT NULL,
    "importDuplicates" BOOLEAN NOT NULL DEFAULT false,
    "total" INTEGER NOT NULL DEFAULT 0,
    "done" INTEGER NOT NULL DEFAULT 0,
    "report" TEXT NOT NULL DEFAULT '{}',
    "message" TEXT,
    "heartbeatAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MigrationJob_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MigratedRecipe" (
    "userId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "mealId" TEXT NOT NULL,

    CONSTRAINT "MigratedRecipe_pkey" PRIMARY KEY ("userId","key")
);

-- CreateIndex
CREATE UNIQUE INDEX "MigrationJob_activeFor_key" ON "MigrationJob"("activeFor");

-- CreateIndex
CREATE INDEX "MigrationJob_userId_createdAt_idx" ON "MigrationJob"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "MigratedRecipe_mealId_idx" ON "MigratedRecipe"("mealId");

-- AddForeignKey
ALTER TABLE "MigrationJob" ADD CONSTRAINT "MigrationJob_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MigratedRecipe" ADD CONSTRAINT "MigratedRecipe_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MigratedRecipe" ADD CONSTRAINT "MigratedRecipe_mealId_fkey" FOREIGN KEY ("mealId") REFERENCES "Meal"("id") ON DELETE CASCADE ON UPDATE CASCADE;

