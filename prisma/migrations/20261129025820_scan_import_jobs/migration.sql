-- CreateTable
CREATE TABLE "ScanImportJob" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "activeFor" TEXT,
    "state" TEXT NOT NULL,
    "pagesRead" INTEGER NOT NULL DEFAULT 0,
    "pages" INTEGER NOT NULL DEFAULT 0,
    "files" BLOB,
    "fileSizes" TEXT NOT NULL DEFAULT '[]',
    "recipes" TEXT NOT NULL DEFAULT '[]',
    "sources" TEXT NOT NULL DEFAULT '[]',
    "message" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "heartbeatAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ScanImportJob_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "ScanImportJob_activeFor_key" ON "ScanImportJob"("activeFor");

-- CreateIndex
CREATE INDEX "ScanImportJob_userId_createdAt_idx" ON "ScanImportJob"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "ScanImportJob_finishedAt_idx" ON "ScanImportJob"("finishedAt");

