-- AlterTable
ALTER TABLE "MealSearchTerm" DROP CONSTRAINT "MealSearchTerm_pkey",
ADD COLUMN     "id" SERIAL NOT NULL,
ADD CONSTRAINT "MealSearchTerm_pkey" PRIMARY KEY ("id");

-- CreateIndex
CREATE INDEX "MealSearchTerm_term_fields_idx" ON "MealSearchTerm"("term", "fields");

