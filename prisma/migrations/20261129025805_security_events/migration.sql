-- CreateTable
CREATE TABLE "SecurityEvent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL,
    "at" DATETIME NOT NULL,
    "userId" TEXT,
    "targetUserId" TEXT,
    "email" TEXT,
    "address" TEXT,
    "reason" TEXT
);

