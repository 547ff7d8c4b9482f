import "server-only";
import type { Transaction } from "@/lib/platform/database";

/** The pantry column's list of names, tolerant of a column written by hand. */
export function pantryItemsOf(column: string): string[] {
  try {
    const parsed: unknown = JSON.parse(column);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/**
 * What a cook leaving a household takes with them, as copies in their new household of one: the
 * meals they planned, the lines they put on the list, and the pantry they cooked from (its items
 * carry no author, and a cook's cupboards do not empty when they move out). The household keeps
 * its rows.
 */
export async function copyKitchenOf(tx: Transaction, userId: string, from: string, into: string): Promise<void> {
  const [planned, shopping, pantry] = await Promise.all([
    tx.plannedMeal.findMany({ where: { householdId: from, userId } }),
    tx.shoppingItem.findMany({ where: { householdId: from, userId } }),
    tx.pantry.findUnique({ where: { householdId: from } }),
  ]);
  await tx.plannedMeal.createMany({
    data: planned.map((row) => ({ userId, householdId: into, mealId: row.mealId, day: row.day, slot: row.slot, servings: row.servings, createdAt: row.createdAt, changedAt: row.changedAt })),
  });
  await tx.shoppingItem.createMany({
    data: shopping.map((row) => ({
      userId,
      householdId: into,
      key: row.key,
      text: row.text,
      aisle: row.aisle,
      sources: row.sources,
      own: row.own,
      checked: row.checked,
      createdAt: row.createdAt,
      changedAt: row.changedAt,
    })),
  });
  if (pantry) await tx.pantry.create({ data: { householdId: into, items: pantry.items } });
}
