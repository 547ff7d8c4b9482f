-- CreateTable
CREATE TABLE "Pantry" (
    "userId" TEXT NOT NULL,
    "items" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Pantry_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "MealPantryKey" (
    "key" TEXT NOT NULL,
    "mealId" TEXT NOT NULL,
    "of" INTEGER NOT NULL,

    CONSTRAINT "MealPantryKey_pkey" PRIMARY KEY ("key","mealId","of")
);

-- CreateIndex
CREATE INDEX "MealPantryKey_mealId_idx" ON "MealPantryKey"("mealId");

-- AddForeignKey
ALTER TABLE "Pantry" ADD CONSTRAINT "Pantry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MealPantryKey" ADD CONSTRAINT "MealPantryKey_mealId_fkey" FOREIGN KEY ("mealId") REFERENCES "Meal"("id") ON DELETE CASCADE ON UPDATE CASCADE;

