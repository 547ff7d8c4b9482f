-- AlterTable
ALTER TABLE "Meal" ADD COLUMN     "publicSlug" TEXT,
ADD COLUMN     "unpublishedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "PublicSlug" (
    "slug" TEXT NOT NULL,
    "mealId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PublicSlug_pkey" PRIMARY KEY ("slug")
);

-- CreateIndex
CREATE INDEX "PublicSlug_mealId_idx" ON "PublicSlug"("mealId");

-- CreateIndex
CREATE UNIQUE INDEX "Meal_publicSlug_key" ON "Meal"("publicSlug");

-- AddForeignKey
ALTER TABLE "PublicSlug" ADD CONSTRAINT "PublicSlug_mealId_fkey" FOREIGN KEY ("mealId") REFERENCES "Meal"("id") ON DELETE CASCADE ON UPDATE CASCADE;

