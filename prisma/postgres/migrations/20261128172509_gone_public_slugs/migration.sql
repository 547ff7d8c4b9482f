-- CreateTable
CREATE TABLE "GonePublicSlug" (
    "slug" TEXT NOT NULL,
    "goneAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GonePublicSlug_pkey" PRIMARY KEY ("slug")
);

