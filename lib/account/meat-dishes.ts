import { db } from "@/lib/platform/database";

/**
 * Whether the cook chose "Show chicken, beef and pork dishes" (issue 30). Off for everyone until
 * they do, and for anyone signed out or reading through an API key: Res-pe is meat-free by the
 * seed's design, and the rule stops applying for this cook only.
 */
export async function showsMeatDishes(userId: string | null | undefined): Promise<boolean> {
  if (!userId) return false;
  const user = await db.user.findUnique({ where: { id: userId }, select: { showMeatDishes: true } });
  return user?.showMeatDishes ?? false;
}

export async function setShowMeatDishes(userId: string, showMeatDishes: boolean): Promise<{ showMeatDishes: boolean; message: string }> {
  await db.user.update({ where: { id: userId }, data: { showMeatDishes } });
  return {
    showMeatDishes,
    message: showMeatDishes
      ? "Chicken, beef and pork dishes now show in your searches."
      : "Res-pe is meat-free for you again: chicken, beef and pork dishes are hidden.",
  };
}
