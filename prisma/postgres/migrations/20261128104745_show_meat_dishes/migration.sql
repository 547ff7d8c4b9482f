-- AlterTable
ALTER TABLE "User" ADD COLUMN     "showMeatDishes" BOOLEAN NOT NULL DEFAULT false;

