import { db } from "@/lib/platform/database";
import { AppError } from "@/lib/platform/errors";
import { mealCard, requireStoredMeal, storedMealsByIds, type MealCard } from "@/lib/meals";
import { COOKBOOK_CAPS } from "./limits";

/** Hearts a recipe for the cook; saving twice is harmless. */
export async function saveRecipe(userId: string, mealId: string): Promise<{ saved: true }> {
  await requireStoredMeal(mealId);
  await db.$transaction(async (tx) => {
    if (await tx.savedRecipe.findUnique({ where: { userId_mealId: { userId, mealId } } })) return;
    if ((await tx.savedRecipe.count({ where: { userId } })) >= COOKBOOK_CAPS.savedRecipes) {
      throw new AppError("conflict", `You can save at most ${COOKBOOK_CAPS.savedRecipes} recipes. Remove one you no longer cook first.`);
    }
    await tx.savedRecipe.create({ data: { userId, mealId } });
  });
  return { saved: true };
}

/** Un-hearts it (and takes it out of no collection: collections are the cook's own choice). */
export async function unsaveRecipe(userId: string, mealId: string): Promise<{ saved: false }> {
  await requireStoredMeal(mealId);
  await db.savedRecipe.deleteMany({ where: { userId, mealId } });
  return { saved: false };
}

/** The cook's saved recipes, newest first. */
export async function savedRecipes(userId: string): Promise<MealCard[]> {
  const rows = await db.savedRecipe.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { mealId: "asc" }], select: { mealId: true } });
  return (await storedMealsByIds(rows.map((row) => row.mealId))).map(mealCard);
}

/** The ids of the recipes the cook saved last, newest first (/home's "Continue cooking"). */
export async function newestSavedIds(userId: string, limit: number): Promise<string[]> {
  const rows = await db.savedRecipe.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { mealId: "asc" }], take: limit, select: { mealId: true } });
  return rows.map((row) => row.mealId);
}

/** The ids of every recipe the cook saved (the hearts on cards). */
export async function savedMealIds(userId: string): Promise<string[]> {
  const rows = await db.savedRecipe.findMany({ where: { userId }, select: { mealId: true } });
  return rows.map((row) => row.mealId);
}

export async function isSaved(userId: string, mealId: string): Promise<boolean> {
  return (await db.savedRecipe.count({ where: { userId, mealId } })) > 0;
}
