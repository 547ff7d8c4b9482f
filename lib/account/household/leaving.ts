import "server-only";
import { db, type Transaction } from "@/lib/platform/database";
import { AppError } from "@/lib/platform/errors";
import { securityEvent } from "@/lib/platform/security-events";
import { householdOf } from "./membership";
import { recordActivity } from "./activity";
import { publishHouseholdEvent } from "./events";
import { requireOwner } from "./invites";
import { copyKitchenOf } from "./kitchen-rows";

const MEMBER_NOT_FOUND = "That cook is not in your household.";

/**
 * Takes a cook out of their household into a new household of one holding a copy of what was
 * theirs (kitchen-rows.ts). An owner leaving hands the household to the member who has been in it
 * longest; the last one leaving deletes it. Their open streams close at once.
 */
async function moveOut(userId: string, householdId: string): Promise<{ householdId: string; deleted: boolean }> {
  const result = await db.$transaction(async (tx) => {
    const fresh = await tx.household.create({ data: {}, select: { id: true } });
    await copyKitchenOf(tx, userId, householdId, fresh.id);
    const was = await tx.householdMember.update({ where: { userId }, data: { householdId: fresh.id, role: "owner", joinedAt: new Date() }, select: { role: true } });
    const next = await tx.householdMember.findFirst({ where: { householdId }, orderBy: [{ joinedAt: "asc" }, { userId: "asc" }], select: { userId: true } });
    if (!next) {
      await tx.household.delete({ where: { id: householdId } });
      return { householdId: fresh.id, deleted: true };
    }
    if (was.role === "owner") await tx.householdMember.update({ where: { userId: next.userId }, data: { role: "owner" } });
    return { householdId: fresh.id, deleted: false };
  });
  await publishHouseholdEvent({ kind: "left", householdId, userId });
  return result;
}

/**
 * The cook leaves their household, keeping a copy of what was theirs. The last one leaving deletes
 * it (its invites and activity with it) and cooks on in a new household of one.
 */
export async function leaveHousehold(userId: string): Promise<{ deleted: boolean }> {
  const cook = await householdOf(userId);
  // Written before leaving, while the cook is still in it: the others read who left.
  await recordActivity(userId, "household", "left the household");
  const { deleted } = await moveOut(userId, cook.householdId);
  securityEvent("household_left", { userId });
  return { deleted };
}

/** The owner removes a member, who keeps a copy of what was theirs and loses access at once. */
export async function removeMember(ownerId: string, memberId: string): Promise<{ removed: true }> {
  const owner = await requireOwner(ownerId);
  if (memberId === ownerId) throw new AppError("conflict", "To go yourself, leave the household.");
  const member = await db.householdMember.findFirst({ where: { userId: memberId, householdId: owner.householdId }, select: { user: { select: { name: true } } } });
  if (!member) throw new AppError("not_found", MEMBER_NOT_FOUND);
  await moveOut(memberId, owner.householdId);
  await recordActivity(ownerId, "household", "removed", member.user.name);
  securityEvent("household_member_removed", { userId: ownerId, targetUserId: memberId });
  return { removed: true };
}

/** The owner hands the household over; they stay in it as a member. */
export async function handOver(ownerId: string, memberId: string): Promise<{ owner: string }> {
  const owner = await requireOwner(ownerId);
  if (memberId === ownerId) throw new AppError("conflict", "You are the owner already.");
  const member = await db.householdMember.findFirst({ where: { userId: memberId, householdId: owner.householdId }, select: { user: { select: { name: true } } } });
  if (!member) throw new AppError("not_found", MEMBER_NOT_FOUND);
  await db.$transaction([
    db.householdMember.update({ where: { userId: memberId }, data: { role: "owner" } }),
    db.householdMember.update({ where: { userId: ownerId }, data: { role: "member" } }),
  ]);
  await recordActivity(ownerId, "household", "handed the household to", member.user.name);
  securityEvent("household_owner_changed", { userId: ownerId, targetUserId: memberId });
  return { owner: memberId };
}

/**
 * Inside an account's deletion: what the cook put on the household's plan and list stays there
 * for the others (as the longest-standing member's), who also takes over as owner if need be; a
 * household of one goes with its cook.
 */
export async function departForGood(tx: Transaction, userId: string): Promise<void> {
  const member = await tx.householdMember.findUnique({ where: { userId }, select: { householdId: true, role: true } });
  if (!member) return;
  const next = await tx.householdMember.findFirst({
    where: { householdId: member.householdId, userId: { not: userId } },
    orderBy: [{ joinedAt: "asc" }, { userId: "asc" }],
    select: { userId: true },
  });
  if (!next) {
    await tx.household.delete({ where: { id: member.householdId } });
    return;
  }
  await tx.plannedMeal.updateMany({ where: { householdId: member.householdId, userId }, data: { userId: next.userId } });
  await tx.shoppingItem.updateMany({ where: { householdId: member.householdId, userId }, data: { userId: next.userId } });
  if (member.role === "owner") await tx.householdMember.update({ where: { userId: next.userId }, data: { role: "owner" } });
}
