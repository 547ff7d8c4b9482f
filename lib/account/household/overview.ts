import "server-only";
import { db } from "@/lib/platform/database";
import { householdOf, type HouseholdRole } from "./membership";
import { recentActivity, type Activity } from "./activity";
import { AppError } from "@/lib/platform/errors";
import { listInvites, previewJoin, type HouseholdInvite, type JoinPreview } from "./invites";

export type HouseholdMemberView = { id: string; name: string; role: HouseholdRole; joinedAt: string; you: boolean };

/** Everything /household shows (GET /api/household answers the same). */
export type HouseholdView = { role: HouseholdRole; members: HouseholdMemberView[]; invites: HouseholdInvite[]; activity: Activity[] };

export async function householdView(userId: string): Promise<HouseholdView> {
  const cook = await householdOf(userId);
  const [members, invites, activity] = await Promise.all([
    db.householdMember.findMany({ where: { householdId: cook.householdId }, orderBy: [{ joinedAt: "asc" }, { userId: "asc" }], select: { userId: true, role: true, joinedAt: true, user: { select: { name: true } } } }),
    listInvites(userId),
    recentActivity(cook.householdId),
  ]);
  return {
    role: cook.role,
    members: members.map((member) => ({ id: member.userId, name: member.user.name, role: member.role as HouseholdRole, joinedAt: member.joinedAt.toISOString(), you: member.userId === userId })),
    invites,
    activity,
  };
}

/** What /household?join=<code> offers: what joining would move, or why the code cannot be used. */
export type JoiningView = (JoinPreview & { refused?: undefined }) | { refused: string };

/** The household page's data: the household, and the invite the cook followed, if any. */
export async function householdPage(userId: string, code: string | null): Promise<{ household: HouseholdView; joining: JoiningView | null; readAt: number }> {
  const joining = code === null ? null : await previewJoin(userId, code).catch((error: unknown) => (error instanceof AppError ? { refused: error.message } : Promise.reject(error)));
  // `readAt`: "2 min ago" is counted from when the data was read, once, not at each render.
  return { household: await householdView(userId), joining, readAt: Date.now() };
}
