import "server-only";
import { db } from "@/lib/platform/database";

export type HouseholdRole = "owner" | "member";

/** Where a cook cooks: their household, their role in it, and their name as the others read it. */
export type CookInHousehold = { userId: string; householdId: string; role: HouseholdRole; name: string };

const FIELDS = { householdId: true, role: true, user: { select: { name: true } } } as const;

/**
 * The cook's household. A cook with none yet (an account made after the migration that gave every
 * cook one) gets a household of one here, on first need, so every way an account is made (sign-up,
 * OpenID, an admin, a test) needs no change. Read on every plan, list and pantry request, never
 * cached: a removed member must lose access at their next request.
 */
export async function householdOf(userId: string): Promise<CookInHousehold> {
  const row = await db.householdMember.findUnique({ where: { userId }, select: FIELDS });
  if (row) return { userId, householdId: row.householdId, role: row.role as HouseholdRole, name: row.user.name };
  try {
    await db.household.create({ data: { members: { create: { userId, role: "owner" } } } });
  } catch (error) {
    // Two first requests at once (a page reads the plan and the pantry together): the other made it.
    const made = await db.householdMember.findUnique({ where: { userId }, select: FIELDS });
    if (!made) throw error;
  }
  return householdOf(userId);
}

/** The household whose plan, list and pantry the cook sees. */
export async function householdIdOf(userId: string): Promise<string> {
  return (await householdOf(userId)).householdId;
}
