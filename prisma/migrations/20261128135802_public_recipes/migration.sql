-- AlterTable
ALTER TABLE "Meal" ADD COLUMN "publicSlug" TEXT;
ALTER TABLE "Meal" ADD COLUMN "unpublishedAt" DATETIME;

-- CreateTable
CREATE TABLE "PublicSlug" (
    "slug" TEXT NOT NULL PRIMARY KEY,
    "mealId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PublicSlug_mealId_fkey" FOREIGN KEY ("mealId") REFERENCES "Meal" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "PublicSlug_mealId_idx" ON "PublicSlug"("mealId");

-- CreateIndex
CREATE UNIQUE INDEX "Meal_publicSlug_key" ON "Meal"("publicSlug");

