-- AlterTable
ALTER TABLE "HouseholdActivity" ADD COLUMN "pageId" TEXT;

