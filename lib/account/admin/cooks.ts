import "server-only";
import { endAllSessions, forgetSessionCheck, isAdminAccount, requestPasswordReset, type SessionUser } from "@/lib/auth";
import { deleteMessagesFrom } from "@/lib/contact";
import { loadConfig } from "@/lib/platform/config";
import { db } from "@/lib/platform/database";
import { AppError } from "@/lib/platform/errors";
import { securityEvent } from "@/lib/platform/security-events";
import { deleteAccount } from "../delete-account";

/**
 * The admin's side of cooks' accounts (issue 34): find them, disable or enable them, delete
 * them through the one account deletion, send them the usual password-reset mail. Every action
 * is a security event naming the admin (`userId`) and the cook (`targetUserId`).
 */
const COOKS_PER_PAGE = 25;

export type CookRow = {
  id: string;
  name: string;
  email: string;
  admin: boolean;
  disabled: boolean;
  joinedAt: string;
  recipes: number;
};

export type CookList = { cooks: CookRow[]; total: number; page: number; pages: number; query: string };

const NOT_YOURSELF = "That is your own account: change it from your account page.";
const NO_SUCH_COOK = "There is no such cook.";

/** Cooks whose name or email holds `query` (any case), the newest first, a page at a time. */
export async function listCooks({ q = "", page = 1 }: { q?: string; page?: number }): Promise<CookList> {
  const words = q.trim();
  // SQLite's LIKE ignores the case of ASCII letters; PostgreSQL needs telling. The client's types
  // are SQLite's, which has no `mode`.
  const anyCase = loadConfig().database.provider === "postgresql" ? { mode: "insensitive" } : {};
  const holds = { contains: words, ...anyCase } as { contains: string };
  const where = words ? { OR: [{ name: holds }, { email: holds }] } : {};
  const [total, rows] = await Promise.all([
    db.user.count({ where }),
    db.user.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: (page - 1) * COOKS_PER_PAGE,
      take: COOKS_PER_PAGE,
      select: { id: true, name: true, email: true, role: true, disabledAt: true, createdAt: true, _count: { select: { meals: true } } },
    }),
  ]);
  return {
    query: words,
    total,
    page,
    pages: Math.max(1, Math.ceil(total / COOKS_PER_PAGE)),
    cooks: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      admin: isAdminAccount(row),
      disabled: row.disabledAt !== null,
      joinedAt: row.createdAt.toISOString(),
      recipes: row._count.meals,
    })),
  };
}

async function otherCook(admin: SessionUser, id: string) {
  if (id === admin.id) throw new AppError("conflict", NOT_YOURSELF);
  const cook = await db.user.findUnique({ where: { id }, select: { id: true, email: true, name: true } });
  if (!cook) throw new AppError("not_found", NO_SUCH_COOK);
  return cook;
}

/** Disables a cook (every session ends at once: their next request is signed out) or enables them. */
export async function setCookDisabled(admin: SessionUser, id: string, disabled: boolean, address: string): Promise<{ id: string; disabled: boolean }> {
  const cook = await otherCook(admin, id);
  await db.user.update({ where: { id: cook.id }, data: { disabledAt: disabled ? new Date() : null } });
  if (disabled) await endAllSessions(cook.id);
  else forgetSessionCheck(cook.id);
  securityEvent(disabled ? "admin_cook_disabled" : "admin_cook_enabled", { userId: admin.id, targetUserId: cook.id, address });
  return { id: cook.id, disabled };
}

/** Deletes a cook and everything of theirs, as their own deletion from /account does. */
export async function deleteCookAsAdmin(admin: SessionUser, id: string, address: string): Promise<void> {
  const cook = await otherCook(admin, id);
  await deleteAccount(cook.id);
  forgetSessionCheck(cook.id);
  await Promise.all([db.outboxMail.deleteMany({ where: { to: cook.email } }), deleteMessagesFrom(cook.email)]);
  securityEvent("admin_cook_deleted", { userId: admin.id, targetUserId: cook.id, address });
}

/** Sends the cook the password-reset mail they could ask for themselves (a fresh 12-digit code). */
export async function sendCookPasswordReset(admin: SessionUser, id: string, address: string): Promise<void> {
  const cook = await db.user.findUnique({ where: { id }, select: { id: true, email: true } });
  if (!cook) throw new AppError("not_found", NO_SUCH_COOK);
  requestPasswordReset(cook.email, address);
  securityEvent("admin_password_reset_sent", { userId: admin.id, targetUserId: cook.id, address });
}
