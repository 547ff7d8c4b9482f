-- CreateTable
CREATE TABLE "SiteBackup" (
    "id" TEXT NOT NULL,
    "takenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "bytes" BIGINT NOT NULL,
    "file" TEXT,
    "schemaVersion" TEXT NOT NULL,

    CONSTRAINT "SiteBackup_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SiteBackup_takenAt_idx" ON "SiteBackup"("takenAt");

