-- CreateTable
CREATE TABLE "GonePublicSlug" (
    "slug" TEXT NOT NULL PRIMARY KEY,
    "goneAt" DATETIME NOT NULL
);

