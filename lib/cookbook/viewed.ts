import { db } from "@/lib/platform/database";

/**
 * Recipes a cook opened lately, for "Continue cooking" on /home. One row per cook and meal holds
 * the last time; only the newest few are kept, so the table stays a handful of rows per cook
 * however much they browse.
 */
export const VIEWED_RECIPES_KEPT = 12;

/**
 * Notes that the cook opened a stored meal now. Older rows past the kept few go in the same
 * transaction. A meal deleted a moment ago (its row gone) is not an error: there is nothing to
 * continue cooking.
 */
export async function recordViewedRecipe(userId: string, mealId: string, now = new Date()): Promise<void> {
  try {
    await db.$transaction(async (tx) => {
      await tx.viewedRecipe.upsert({
        where: { userId_mealId: { userId, mealId } },
        create: { userId, mealId, viewedAt: now },
        update: { viewedAt: now },
      });
      const older = await tx.viewedRecipe.findMany({
        where: { userId },
        orderBy: [{ viewedAt: "desc" }, { mealId: "asc" }],
        skip: VIEWED_RECIPES_KEPT,
        select: { mealId: true },
      });
      if (older.length > 0) await tx.viewedRecipe.deleteMany({ where: { userId, mealId: { in: older.map((row) => row.mealId) } } });
    });
  } catch (error) {
    // A foreign key refused: the meal (or the cook) went between the page's read and this write.
    if ((error as { code?: string }).code === "P2003") return;
    throw error;
  }
}

/** The ids of the recipes the cook opened lately, the last one first. */
export async function recentlyViewedIds(userId: string, limit = VIEWED_RECIPES_KEPT): Promise<string[]> {
  const rows = await db.viewedRecipe.findMany({
    where: { userId },
    orderBy: [{ viewedAt: "desc" }, { mealId: "asc" }],
    take: limit,
    select: { mealId: true },
  });
  return rows.map((row) => row.mealId);
}
