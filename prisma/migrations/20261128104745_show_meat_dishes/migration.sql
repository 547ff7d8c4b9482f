-- Issue 30: a cook may choose to see Chicken, Beef and Pork dishes (off: meat-free, as the seed).
ALTER TABLE "User" ADD COLUMN "showMeatDishes" BOOLEAN NOT NULL DEFAULT false;
