-- CreateTable
CREATE TABLE "MealRatingSummary" (
    "mealId" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,

    CONSTRAINT "MealRatingSummary_pkey" PRIMARY KEY ("mealId")
);

-- CreateTable
CREATE TABLE "Rating" (
    "userId" TEXT NOT NULL,
    "mealId" TEXT NOT NULL,
    "stars" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Rating_pkey" PRIMARY KEY ("userId","mealId")
);

-- CreateIndex
CREATE INDEX "MealRatingSummary_count_idx" ON "MealRatingSummary"("count");

-- CreateIndex
CREATE INDEX "Rating_mealId_userId_stars_idx" ON "Rating"("mealId", "userId", "stars");

-- AddForeignKey
ALTER TABLE "MealRatingSummary" ADD CONSTRAINT "MealRatingSummary_mealId_fkey" FOREIGN KEY ("mealId") REFERENCES "Meal"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Rating" ADD CONSTRAINT "Rating_mealId_fkey" FOREIGN KEY ("mealId") REFERENCES "Meal"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Rating" ADD CONSTRAINT "Rating_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

