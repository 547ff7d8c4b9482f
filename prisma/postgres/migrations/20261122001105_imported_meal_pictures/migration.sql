-- CreateTable
CREATE TABLE "ImportedMealPicture" (
    "file" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ImportedMealPicture_pkey" PRIMARY KEY ("file")
);

