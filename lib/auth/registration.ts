import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { loadConfig } from "@/lib/platform/config";
import { db, type Transaction } from "@/lib/platform/database";
import { AppError } from "@/lib/platform/errors";
import { securityEvent } from "@/lib/platform/security-events";
import { REGISTRATION_MODES, type RegistrationMode } from "@/lib/validations/admin";

/**
 * Who may make an account (issue 34): everyone ("open", the default), only people holding an
 * invite link an admin made ("invite"), or nobody ("closed"). The mode is one row of
 * SiteSetting, so every instance reads the same; OIDC sign-ups follow it too.
 */
const SETTING = "registration";
const INVITE_VALID_DAYS = 7;

export const SIGN_UPS_CLOSED = "New sign-ups are closed on this site.";
export const INVITE_NEEDED = "Sign-ups on this site are by invitation: please use the invite link an admin sent you.";
export const INVITE_INVALID = "This invite link has been used or has expired. Please ask the site's admin for a new one.";

type Tx = Transaction;

export async function registrationMode(client: Tx | typeof db = db): Promise<RegistrationMode> {
  const row = await client.siteSetting.findUnique({ where: { key: SETTING } });
  return REGISTRATION_MODES.find((mode) => mode === row?.value) ?? "open";
}

export async function setRegistrationMode(mode: RegistrationMode, admin: { id: string }, address: string): Promise<void> {
  await db.siteSetting.upsert({ where: { key: SETTING }, create: { key: SETTING, value: mode }, update: { value: mode } });
  securityEvent("admin_registration_changed", { userId: admin.id, address, reason: mode });
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new single-use invite link; only its hash is stored, so the link is shown once. */
export async function createInvite(admin: { id: string }, address: string): Promise<{ url: string; expiresAt: string }> {
  const token = randomBytes(24).toString("base64url");
  const expiresAt = new Date(Date.now() + INVITE_VALID_DAYS * 24 * 3600_000);
  await db.invite.create({ data: { tokenHash: hashOf(token), createdBy: admin.id, expiresAt } });
  securityEvent("admin_invite_created", { userId: admin.id, address });
  return { url: `${loadConfig().server.siteUrl}/signup?invite=${token}`, expiresAt: expiresAt.toISOString() };
}

/**
 * Inside the sign-up's transaction: refuses a sign-up the mode does not allow, and uses up the
 * invite that allowed one (a second sign-up with the same link finds it used). Answers whether
 * the new account is the site's first, which becomes its admin.
 */
export async function admitSignUp(tx: Tx, invite: string | undefined): Promise<{ first: boolean }> {
  const mode = await registrationMode(tx);
  if (mode === "closed") throw new AppError("forbidden", SIGN_UPS_CLOSED, { messageCode: "sign_ups_closed" });
  if (mode === "invite") {
    if (!invite) throw new AppError("forbidden", INVITE_NEEDED, { messageCode: "invite_needed" });
    const used = await tx.invite.updateMany({
      where: { tokenHash: hashOf(invite), usedAt: null, expiresAt: { gt: new Date() } },
      data: { usedAt: new Date() },
    });
    if (used.count !== 1) throw new AppError("forbidden", INVITE_INVALID, { messageCode: "invite_invalid" });
  }
  return { first: (await tx.user.count()) === 0 };
}

/** Whether a sign-up page opened with this invite can succeed (the page says so before the form). */
export async function inviteIsLive(invite: string): Promise<boolean> {
  const row = await db.invite.findUnique({ where: { tokenHash: hashOf(invite) }, select: { usedAt: true, expiresAt: true } });
  return Boolean(row && !row.usedAt && row.expiresAt > new Date());
}

/**
 * What /signup shows: the form (with the invite it was opened with, when one is needed), or why
 * nobody can sign up here now. An invite link also offers the identity provider's button (the
 * invite goes with the cook through it); password sign-ups switched off (OIDC only) say so, or
 * leave only that button.
 */
export async function signUpPage(
  invite: string | undefined,
): Promise<{ refusal: SignUpRefusal | null; invite?: string; oidcLabel?: string; passwords?: boolean }> {
  const { oidc, oidcOnly } = loadConfig().signIn;
  const provider = oidc?.buttonLabel ?? "";
  const joinWithProvider = { code: "join_with_provider", message: `New cooks join with “${provider}” on the log-in page.`, provider } as const;
  const mode = await registrationMode();
  if (mode === "closed") return { refusal: { code: "sign_ups_closed", message: SIGN_UPS_CLOSED } };
  if (mode === "open") return { refusal: oidcOnly ? joinWithProvider : null };
  const wellFormed = invite !== undefined && /^[A-Za-z0-9_-]{1,100}$/.test(invite);
  if (!wellFormed) return { refusal: { code: "invite_needed", message: INVITE_NEEDED } };
  if (!(await inviteIsLive(invite))) return { refusal: { code: "invite_invalid", message: INVITE_INVALID } };
  return { refusal: null, invite, ...(oidc ? { oidcLabel: oidc.buttonLabel } : {}), passwords: !oidcOnly };
}

/**
 * Why /signup shows no form: the English words and their code, which the page words in its
 * language (`authRefusals`, the codes the sign-up route answers with); `provider`: the sign-in
 * button's label its words name.
 */
type SignUpRefusal = { code: "sign_ups_closed" | "invite_needed" | "invite_invalid" | "join_with_provider"; message: string; provider?: string };
