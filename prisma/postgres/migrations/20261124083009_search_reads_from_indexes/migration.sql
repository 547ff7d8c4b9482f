-- DropIndex
DROP INDEX "Meal_searchName_idx";

-- AlterTable
ALTER TABLE "MealSearchTerm" DROP CONSTRAINT "MealSearchTerm_pkey",
ADD CONSTRAINT "MealSearchTerm_pkey" PRIMARY KEY ("term", "mealId", "fields");

-- CreateIndex
CREATE INDEX "Meal_search_by_name_idx" ON "Meal"("searchName" COLLATE "C", "id" COLLATE "C", "category", "area", "difficulty", "totalMinutes", "diets");

-- CreateIndex
CREATE INDEX "Meal_search_by_id_idx" ON "Meal"("id", "searchName", "category", "area", "difficulty", "totalMinutes", "diets");

