import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { PANTRY_MAX_ITEMS } from "@/config/pantry";
import { loadConfig } from "@/lib/platform/config";
import { db, type Transaction } from "@/lib/platform/database";
import { AppError } from "@/lib/platform/errors";
import { isLocale, type Locale } from "@/lib/platform/i18n";
import { householdInviteMail, sendMail } from "@/lib/platform/mail";
import { securityEvent } from "@/lib/platform/security-events";
import { householdOf, type CookInHousehold } from "./membership";
import { recordActivity } from "./activity";
import { pantryItemsOf } from "./kitchen-rows";

const INVITE_DAYS = 7;
/** Invites an owner may have waiting at once: a household is a few people, not a mailing list. */
const PENDING_INVITES_MAX = 10;
const INVITE_NOT_FOUND = "Invite not found.";
const CODE_UNUSABLE = "This invite has been used, revoked or has expired. Ask for a new one.";

type InviteStatus = "waiting" | "used" | "revoked" | "expired";
export type HouseholdInvite = { id: string; email: string | null; createdAt: string; expiresAt: string; status: InviteStatus };
/** A new invite: the code is shown once, here; only its hash is kept. */
export type NewInvite = HouseholdInvite & { code: string; link: string };

/** What joining would do with the joiner's own plan, list and pantry: each moves in (merge) or goes (discard). */
export type JoinPreview = { members: string[]; planned: number; shopping: number; pantry: number };
export type JoinChoice = "merge" | "discard";

const hashOf = (code: string) => createHash("sha256").update(code).digest("hex");
const linkOf = (code: string) => `${loadConfig().server.siteUrl}/household?join=${code}`;

function statusOf(row: { usedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now = new Date()): InviteStatus {
  if (row.usedAt) return "used";
  if (row.revokedAt) return "revoked";
  return row.expiresAt <= now ? "expired" : "waiting";
}

function shown(row: { id: string; email: string | null; createdAt: Date; expiresAt: Date; usedAt: Date | null; revokedAt: Date | null }): HouseholdInvite {
  return { id: row.id, email: row.email, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString(), status: statusOf(row) };
}

export async function requireOwner(userId: string): Promise<CookInHousehold> {
  const cook = await householdOf(userId);
  if (cook.role !== "owner") throw new AppError("forbidden", "Only the household's owner can do that.");
  return cook;
}

/**
 * The owner makes an invite: a link with a single-use code for 7 days, mailed too when `email` is
 * given, in the language of that address's account if it has one, else the owner's (`language`).
 */
export async function makeInvite(userId: string, email?: string, language: Locale = "en"): Promise<NewInvite> {
  const owner = await requireOwner(userId);
  const waiting = await db.householdInvite.count({ where: { householdId: owner.householdId, usedAt: null, revokedAt: null, expiresAt: { gt: new Date() } } });
  if (waiting >= PENDING_INVITES_MAX) throw new AppError("conflict", `At most ${PENDING_INVITES_MAX} invites can wait at once. Revoke one first.`);
  const code = randomBytes(24).toString("base64url");
  const row = await db.householdInvite.create({
    data: { householdId: owner.householdId, codeHash: hashOf(code), email: email ?? null, createdBy: userId, expiresAt: new Date(Date.now() + INVITE_DAYS * 86_400_000) },
  });
  if (email) {
    const recipient = await db.user.findUnique({ where: { email }, select: { locale: true } });
    const locale = isLocale(recipient?.locale) ? recipient.locale : language;
    await sendMail(householdInviteMail({ to: email, from: owner.name, link: linkOf(code), validDays: INVITE_DAYS, locale }));
  }
  securityEvent("household_invite_created", { userId, ...(email ? { email } : {}) });
  return { ...shown(row), code, link: linkOf(code) };
}

/** The household's invites, newest first (only the owner sees them). */
export async function listInvites(userId: string): Promise<HouseholdInvite[]> {
  const owner = await householdOf(userId);
  if (owner.role !== "owner") return [];
  const rows = await db.householdInvite.findMany({ where: { householdId: owner.householdId }, orderBy: { createdAt: "desc" }, take: 20 });
  return rows.map(shown);
}

/** Revokes an invite of the owner's household; another household's is unknown (404). */
export async function revokeInvite(userId: string, inviteId: string): Promise<HouseholdInvite> {
  const owner = await requireOwner(userId);
  const { count } = await db.householdInvite.updateMany({ where: { id: inviteId, householdId: owner.householdId, usedAt: null, revokedAt: null }, data: { revokedAt: new Date() } });
  const row = await db.householdInvite.findFirst({ where: { id: inviteId, householdId: owner.householdId } });
  if (!row) throw new AppError("not_found", INVITE_NOT_FOUND);
  if (count === 1) securityEvent("household_invite_revoked", { userId });
  return shown(row);
}

async function usableInvite(code: string) {
  const row = await db.householdInvite.findUnique({ where: { codeHash: hashOf(code) } });
  if (!row) throw new AppError("not_found", INVITE_NOT_FOUND);
  if (statusOf(row) !== "waiting") throw new AppError("conflict", CODE_UNUSABLE);
  return row;
}

/** A cook can bring their own kitchen only from a household they have to themselves. */
async function joinerAlone(joiner: CookInHousehold, target: string) {
  if (joiner.householdId === target) throw new AppError("conflict", "You are already in this household.");
  const others = await db.householdMember.count({ where: { householdId: joiner.householdId, userId: { not: joiner.userId } } });
  if (others > 0) throw new AppError("conflict", "Leave your current household first: then you can join another.");
}

async function kitchenCounts(householdId: string): Promise<Omit<JoinPreview, "members">> {
  const [planned, shopping, pantry] = await Promise.all([
    db.plannedMeal.count({ where: { householdId } }),
    db.shoppingItem.count({ where: { householdId } }),
    db.pantry.findUnique({ where: { householdId }, select: { items: true } }),
  ]);
  return { planned, shopping, pantry: pantry ? pantryItemsOf(pantry.items).length : 0 };
}

/** What joining with this code would move in (merge) or throw away (discard), before the cook chooses. */
export async function previewJoin(userId: string, code: string): Promise<JoinPreview> {
  const invite = await usableInvite(code);
  const joiner = await householdOf(userId);
  await joinerAlone(joiner, invite.householdId);
  const members = await db.householdMember.findMany({ where: { householdId: invite.householdId }, orderBy: { joinedAt: "asc" }, select: { user: { select: { name: true } } } });
  return { members: members.map((member) => member.user.name), ...(await kitchenCounts(joiner.householdId)) };
}

/** The joiner's pantry items the household's pantry does not have yet, added after its own (up to its cap). */
async function mergePantry(tx: Transaction, from: string, into: string): Promise<number> {
  const [mine, theirs] = await Promise.all([tx.pantry.findUnique({ where: { householdId: from } }), tx.pantry.findUnique({ where: { householdId: into } })]);
  if (!mine) return 0;
  const kept = theirs ? pantryItemsOf(theirs.items) : [];
  const seen = new Set(kept.map((item) => item.toLowerCase()));
  const added = pantryItemsOf(mine.items).filter((item) => !seen.has(item.toLowerCase())).slice(0, Math.max(0, PANTRY_MAX_ITEMS - kept.length));
  const items = JSON.stringify([...kept, ...added]);
  await tx.pantry.upsert({ where: { householdId: into }, create: { householdId: into, items }, update: { items } });
  return added.length;
}

/**
 * Joins the household the code invites to. `merge` moves the joiner's planned meals and list lines
 * in as they are, and adds the pantry items the household lacks; `discard` drops them. Either way
 * the joiner's old household (theirs alone) goes. The code is spent in the same transaction, so
 * two cooks racing with one code cannot both join.
 */
export async function joinHousehold(userId: string, code: string, choice: JoinChoice): Promise<JoinPreview & { householdId: string; choice: JoinChoice }> {
  const invite = await usableInvite(code);
  const joiner = await householdOf(userId);
  await joinerAlone(joiner, invite.householdId);
  const counts = await kitchenCounts(joiner.householdId);
  const pantryAdded = await db.$transaction(async (tx) => {
    const spent = await tx.householdInvite.updateMany({
      where: { id: invite.id, usedAt: null, revokedAt: null, expiresAt: { gt: new Date() } },
      data: { usedAt: new Date(), usedBy: userId },
    });
    if (spent.count !== 1) throw new AppError("conflict", CODE_UNUSABLE);
    let added = 0;
    if (choice === "merge") {
      await tx.plannedMeal.updateMany({ where: { householdId: joiner.householdId }, data: { householdId: invite.householdId } });
      await tx.shoppingItem.updateMany({ where: { householdId: joiner.householdId }, data: { householdId: invite.householdId } });
      added = await mergePantry(tx, joiner.householdId, invite.householdId);
    }
    await tx.householdMember.update({ where: { userId }, data: { householdId: invite.householdId, role: "member", joinedAt: new Date() } });
    // Rows not moved (discard) go with the old household by cascade.
    await tx.household.delete({ where: { id: joiner.householdId } });
    return added;
  });
  securityEvent("household_joined", { userId });
  await recordActivity(userId, "household", "joined the household");
  const members = await db.householdMember.findMany({ where: { householdId: invite.householdId }, orderBy: { joinedAt: "asc" }, select: { user: { select: { name: true } } } });
  const moved = choice === "merge" ? { ...counts, pantry: pantryAdded } : counts;
  return { householdId: invite.householdId, choice, members: members.map((member) => member.user.name), ...moved };
}
