-- CreateTable
CREATE TABLE "SiteBackup" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "takenAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "bytes" BIGINT NOT NULL,
    "file" TEXT,
    "schemaVersion" TEXT NOT NULL
);

-- CreateIndex
CREATE INDEX "SiteBackup_takenAt_idx" ON "SiteBackup"("takenAt");

