-- CreateTable
CREATE TABLE "ViewedRecipe" (
    "userId" TEXT NOT NULL,
    "mealId" TEXT NOT NULL,
    "viewedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ViewedRecipe_pkey" PRIMARY KEY ("userId","mealId")
);

-- CreateIndex
CREATE INDEX "ViewedRecipe_userId_viewedAt_idx" ON "ViewedRecipe"("userId", "viewedAt");

-- AddForeignKey
ALTER TABLE "ViewedRecipe" ADD CONSTRAINT "ViewedRecipe_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ViewedRecipe" ADD CONSTRAINT "ViewedRecipe_mealId_fkey" FOREIGN KEY ("mealId") REFERENCES "Meal"("id") ON DELETE CASCADE ON UPDATE CASCADE;

