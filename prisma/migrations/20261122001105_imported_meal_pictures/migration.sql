-- CreateTable
CREATE TABLE "ImportedMealPicture" (
    "file" TEXT NOT NULL PRIMARY KEY,
    "contentType" TEXT NOT NULL,
    "bytes" BLOB NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

