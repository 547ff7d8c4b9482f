import "server-only";
import { randomBytes } from "node:crypto";
import type { OAuthConfig } from "next-auth/providers/oauth";
import type { OidcConfig } from "@/lib/platform/config";
import { db } from "@/lib/platform/database";
import { isAppError } from "@/lib/platform/errors";
import { translatorFor, type Locale } from "@/lib/platform/i18n";
import { securityEvent } from "@/lib/platform/security-events";
import { hashPassword } from "./password";
import { INVITE_INVALID, SIGN_UPS_CLOSED, admitSignUp } from "./registration";
import { forgetSessionCheck } from "./session";

/**
 * OpenID Connect sign-in (issue 34), through next-auth's OAuth provider: the provider is found by
 * its discovery document, PKCE and state are checked on every sign-in, and openid-client checks
 * the ID token (issuer, audience, expiry, signature) before anything here runs.
 */
export const OIDC_PROVIDER_ID = "oidc";

/** What the provider says about the cook, as far as Res-pe reads it. */
export type OidcProfile = { sub: string; email?: string; email_verified?: boolean | string; name?: string; preferred_username?: string; groups?: unknown };

export function oidcProvider(config: OidcConfig): OAuthConfig<OidcProfile> {
  return {
    id: OIDC_PROVIDER_ID,
    name: config.buttonLabel,
    type: "oauth",
    wellKnown: config.discoveryUrl,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    authorization: { params: { scope: "openid email profile" } },
    idToken: true,
    checks: ["pkce", "state"],
    profile: (profile) => ({ id: profile.sub, name: profile.name ?? profile.preferred_username ?? null, email: profile.email ?? null }),
  };
}

/** Why a sign-in was refused, as the sign-in page's `?error=` names it (config/sign-in-errors.ts words it). */
type OidcRefusal = "OidcUnverifiedEmail" | "OidcNoEmail" | "OidcDisabled" | "OidcSignUpsClosed" | "OidcInviteOnly" | "OidcInviteInvalid";

class OidcRefused extends Error {
  constructor(readonly refusal: OidcRefusal) {
    super(refusal);
  }
}

const verified = (profile: OidcProfile) => profile.email_verified === true || profile.email_verified === "true";

/**
 * The account an OIDC sign-in opens: the one that signed in with this subject before; else the
 * account with the email, joined to the subject only when the provider says the email is
 * verified (else anyone who can set an unverified email at the provider would take the account);
 * else a new account, if the registration mode lets one in: on an invite-only site, with the invite
 * the cook carried through the provider (oidc-invite.ts), used up by this sign-up. An account
 * found or joined leaves the invite unused. The admin group's members are admins.
 */
export async function accountForOidcSignIn(
  profile: OidcProfile,
  adminGroup: string | undefined,
  invite?: string,
): Promise<{ id: string; name: string; email: string; sessionVersion: number } | { refused: OidcRefusal }> {
  try {
    const account = await findOrMakeAccount(profile, invite);
    const inAdminGroup = adminGroup !== undefined && Array.isArray(profile.groups) && profile.groups.includes(adminGroup);
    if (inAdminGroup && account.role !== "admin") {
      await db.user.update({ where: { id: account.id }, data: { role: "admin" } });
      forgetSessionCheck(account.id);
    }
    securityEvent("oidc_sign_in", { userId: account.id, email: account.email, reason: inAdminGroup ? "admin_group" : undefined });
    return { id: account.id, name: account.name, email: account.email, sessionVersion: account.sessionVersion };
  } catch (error) {
    if (!(error instanceof OidcRefused)) throw error;
    securityEvent("oidc_sign_in_refused", { email: profile.email, reason: error.refusal });
    return { refused: error.refusal };
  }
}

const selected = { id: true, name: true, email: true, sessionVersion: true, role: true, disabledAt: true } as const;

async function findOrMakeAccount(profile: OidcProfile, invite: string | undefined) {
  const bySubject = await db.user.findUnique({ where: { oidcSubject: profile.sub }, select: selected });
  if (bySubject) return usable(bySubject);
  const email = profile.email?.trim().toLowerCase();
  if (!email) throw new OidcRefused("OidcNoEmail");
  const byEmail = await db.user.findUnique({ where: { email }, select: selected });
  if (byEmail) {
    if (!verified(profile)) throw new OidcRefused("OidcUnverifiedEmail");
    usable(byEmail);
    await db.user.update({ where: { id: byEmail.id }, data: { oidcSubject: profile.sub } });
    return byEmail;
  }
  // A password nobody knows: the cook signs in through the provider, or sets one by a reset.
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  const name = (profile.name ?? profile.preferred_username ?? email.split("@")[0]!).trim().slice(0, 40) || "Cook";
  try {
    return await db.$transaction(async (tx) => {
      const { first } = await admitSignUp(tx, invite);
      return tx.user.create({ data: { name, email, passwordHash, oidcSubject: profile.sub, role: first ? "admin" : "cook" }, select: selected });
    });
  } catch (error) {
    if (isAppError(error, "forbidden")) throw new OidcRefused(refusalFor(error.message));
    throw error;
  }
}

function refusalFor(message: string): OidcRefusal {
  if (message === SIGN_UPS_CLOSED) return "OidcSignUpsClosed";
  return message === INVITE_INVALID ? "OidcInviteInvalid" : "OidcInviteOnly";
}

function usable<T extends { disabledAt: Date | null }>(account: T): T {
  if (account.disabledAt) throw new OidcRefused("OidcDisabled");
  return account;
}

/** Why the provider's sign-in did not open a session: its words' key among the sign-in pages' (auth). */
const OIDC_REFUSALS = {
  OidcUnverifiedEmail: "oidcUnverifiedEmail",
  OidcNoEmail: "oidcNoEmail",
  OidcDisabled: "oidcDisabled",
  OidcSignUpsClosed: "oidcSignUpsClosed",
  OidcInviteOnly: "oidcInviteOnly",
  OidcInviteInvalid: "oidcInviteInvalid",
  // next-auth's own errors of the provider's round trip.
  OAuthSignin: "oidcFailed",
  OAuthCallback: "oidcFailed",
  Callback: "oidcFailed",
  OAuthCreateAccount: "oidcFailed",
  AccessDenied: "oidcFailed",
} as const;

/** Words for the sign-in page, in its language: why the provider's sign-in did not open a session. */
export function oidcRefusalMessage(error: string, label: string, locale: Locale = "en"): string | null {
  if (!Object.hasOwn(OIDC_REFUSALS, error)) return null;
  return translatorFor(locale, "auth")(OIDC_REFUSALS[error as keyof typeof OIDC_REFUSALS], { label });
}
