-- CreateTable
CREATE TABLE "RevisionChange" (
    "counter" INTEGER NOT NULL,
    "value" INTEGER NOT NULL,
    "changed" TEXT NOT NULL,

    PRIMARY KEY ("counter", "value")
);

