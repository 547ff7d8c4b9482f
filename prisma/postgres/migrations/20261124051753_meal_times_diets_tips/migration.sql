-- AlterTable
ALTER TABLE "Meal" ADD COLUMN     "cookMinutes" INTEGER,
ADD COLUMN     "diets" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "difficulty" TEXT,
ADD COLUMN     "prepMinutes" INTEGER,
ADD COLUMN     "tips" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "totalMinutes" INTEGER;

-- AlterTable
ALTER TABLE "MealIngredient" ADD COLUMN     "notEatenShare" DOUBLE PRECISION,
ADD COLUMN     "notEatenWhy" TEXT;

