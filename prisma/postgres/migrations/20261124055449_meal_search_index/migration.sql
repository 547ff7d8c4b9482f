-- CreateTable
-- Byte order ("C") for the words, as SQLite compares them: a prefix is the range
-- term >= 'toma' AND term < 'tomb' whatever locale the server was created with.
CREATE TABLE "MealSearchTerm" (
    "term" TEXT COLLATE "C" NOT NULL,
    "mealId" TEXT NOT NULL,
    "fields" INTEGER NOT NULL,

    CONSTRAINT "MealSearchTerm_pkey" PRIMARY KEY ("term","mealId")
);

-- CreateTable
CREATE TABLE "SearchWord" (
    "term" TEXT COLLATE "C" NOT NULL,
    "word" TEXT NOT NULL,

    CONSTRAINT "SearchWord_pkey" PRIMARY KEY ("term")
);

-- CreateIndex
CREATE INDEX "MealSearchTerm_mealId_idx" ON "MealSearchTerm"("mealId");

-- AddForeignKey
ALTER TABLE "MealSearchTerm" ADD CONSTRAINT "MealSearchTerm_mealId_fkey" FOREIGN KEY ("mealId") REFERENCES "Meal"("id") ON DELETE CASCADE ON UPDATE CASCADE;

