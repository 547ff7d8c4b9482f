-- CreateTable
CREATE TABLE "MealPicture" (
    "mealId" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "contentType" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "etag" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MealPicture_pkey" PRIMARY KEY ("mealId")
);

-- CreateTable
CREATE TABLE "MealsRevision" (
    "id" INTEGER NOT NULL,
    "value" INTEGER NOT NULL,

    CONSTRAINT "MealsRevision_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Meal_authorId_idx" ON "Meal"("authorId");

-- AddForeignKey
ALTER TABLE "Meal" ADD CONSTRAINT "Meal_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MealPicture" ADD CONSTRAINT "MealPicture_mealId_fkey" FOREIGN KEY ("mealId") REFERENCES "Meal"("id") ON DELETE CASCADE ON UPDATE CASCADE;

