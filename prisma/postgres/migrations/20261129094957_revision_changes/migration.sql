-- CreateTable
CREATE TABLE "RevisionChange" (
    "counter" INTEGER NOT NULL,
    "value" INTEGER NOT NULL,
    "changed" TEXT NOT NULL,

    CONSTRAINT "RevisionChange_pkey" PRIMARY KEY ("counter","value")
);

