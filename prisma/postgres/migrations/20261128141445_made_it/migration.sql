-- CreateTable
CREATE TABLE "MadeIt" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "mealId" TEXT NOT NULL,
    "cookedOn" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "changes" TEXT NOT NULL DEFAULT '',
    "shared" BOOLEAN NOT NULL DEFAULT false,
    "hiddenAt" TIMESTAMP(3),
    "photo" BYTEA,
    "photoEtag" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MadeIt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MadeItSetting" (
    "mealId" TEXT NOT NULL,
    "showCooksNotes" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "MadeItSetting_pkey" PRIMARY KEY ("mealId")
);

-- CreateIndex
CREATE INDEX "MadeIt_userId_cookedOn_idx" ON "MadeIt"("userId", "cookedOn");

-- CreateIndex
CREATE INDEX "MadeIt_mealId_cookedOn_idx" ON "MadeIt"("mealId", "cookedOn");

-- AddForeignKey
ALTER TABLE "MadeIt" ADD CONSTRAINT "MadeIt_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MadeIt" ADD CONSTRAINT "MadeIt_mealId_fkey" FOREIGN KEY ("mealId") REFERENCES "Meal"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MadeItSetting" ADD CONSTRAINT "MadeItSetting_mealId_fkey" FOREIGN KEY ("mealId") REFERENCES "Meal"("id") ON DELETE CASCADE ON UPDATE CASCADE;

