-- CreateTable
CREATE TABLE "ScanImportJob" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "activeFor" TEXT,
    "state" TEXT NOT NULL,
    "pagesRead" INTEGER NOT NULL DEFAULT 0,
    "pages" INTEGER NOT NULL DEFAULT 0,
    "files" BYTEA,
    "fileSizes" TEXT NOT NULL DEFAULT '[]',
    "recipes" TEXT NOT NULL DEFAULT '[]',
    "sources" TEXT NOT NULL DEFAULT '[]',
    "message" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "heartbeatAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ScanImportJob_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ScanImportJob_activeFor_key" ON "ScanImportJob"("activeFor");

-- CreateIndex
CREATE INDEX "ScanImportJob_userId_createdAt_idx" ON "ScanImportJob"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "ScanImportJob_finishedAt_idx" ON "ScanImportJob"("finishedAt");

-- AddForeignKey
ALTER TABLE "ScanImportJob" ADD CONSTRAINT "ScanImportJob_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

