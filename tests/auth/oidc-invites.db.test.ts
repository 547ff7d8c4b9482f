import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as keepInvite } from "@/app/api/entry/oidc-invite/route";
import { accountForOidcSignIn, oidcRefusalMessage } from "@/lib/auth/oidc";
import { oidcInviteOf } from "@/lib/auth/oidc-invite";
import { INVITE_INVALID } from "@/lib/auth/registration";
import { db } from "@/lib/platform/database";
import { adminApi, seedAdmin } from "../support/admin";
import { BASE, jsonPost, uniqueClientIp } from "../support/requests";

const profile = (overrides: Record<string, unknown> = {}) => ({ sub: `sub-${randomUUID()}`, email: `sso-${randomUUID()}@example.com`, email_verified: true, name: "Invited Sso", ...overrides });

async function inviteOnlySite() {
  const admin = await seedAdmin();
  await adminApi.setRegistration(admin, "invite");
  const newInvite = async () => new URL(((await (await adminApi.invite(admin)).json()) as { url: string }).url).searchParams.get("invite")!;
  return { admin, newInvite };
}

const keep = (invite: string) => keepInvite(jsonPost(`${BASE}/api/entry/oidc-invite`, { invite }, { headers: { "x-forwarded-for": uniqueClientIp() } }), undefined);

/** The cookie's name=value as the browser would send it back, from the answer's Set-Cookie. */
const sentBack = (answer: Response) => answer.headers.get("set-cookie")!.split(";")[0]!;

// Issue 34: on an invite-only site, an invite link lets a new cook in through the identity provider.
describe("an invite carried through the identity provider", () => {
  it("lets one new cook in, once; the same invite again, or none, is refused", async () => {
    const { newInvite } = await inviteOnlySite();
    const invite = await newInvite();
    const first = profile();
    expect(await accountForOidcSignIn(first, undefined, invite)).toMatchObject({ email: first.email });
    expect(await db.user.findUniqueOrThrow({ where: { email: first.email } })).toMatchObject({ oidcSubject: first.sub, role: "cook" });
    expect((await db.invite.findFirstOrThrow()).usedAt).not.toBeNull();

    const second = profile();
    expect(await accountForOidcSignIn(second, undefined, invite)).toEqual({ refused: "OidcInviteInvalid" });
    expect(await accountForOidcSignIn(profile(), undefined)).toEqual({ refused: "OidcInviteOnly" });
    expect(await db.user.findUnique({ where: { email: second.email } })).toBeNull();
    expect(oidcRefusalMessage("OidcInviteInvalid", "Acme")).toBe(INVITE_INVALID);
    // The cook who came in signs in again without any invite.
    expect(await accountForOidcSignIn(first, undefined)).toMatchObject({ email: first.email });
  });

  it("refuses an expired or withdrawn invite, and leaves an invite unused when the cook already has an account", async () => {
    const { admin, newInvite } = await inviteOnlySite();
    const expired = await newInvite();
    await db.invite.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await accountForOidcSignIn(profile(), undefined, expired)).toEqual({ refused: "OidcInviteInvalid" });
    const withdrawn = await newInvite();
    await db.invite.deleteMany({ where: { usedAt: null, expiresAt: { gt: new Date() } } });
    expect(await accountForOidcSignIn(profile(), undefined, withdrawn)).toEqual({ refused: "OidcInviteInvalid" });

    const kept = await newInvite();
    const known = profile({ email: admin.email });
    expect(await accountForOidcSignIn(known, undefined, kept)).toMatchObject({ id: admin.id });
    expect(await db.invite.count({ where: { usedAt: null, expiresAt: { gt: new Date() } } })).toBe(1);
  });

  it("is kept in a short-lived, httpOnly, signed cookie for next-auth's endpoints only; a used invite is refused before the provider", async () => {
    const { newInvite } = await inviteOnlySite();
    const invite = await newInvite();
    const answer = await keep(invite);
    expect(answer.status).toBe(200);
    const cookie = answer.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^res-pe-oidc-invite=/);
    expect(cookie).toMatch(/; Path=\/api\/auth/);
    expect(cookie).toMatch(/; Max-Age=600/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=lax/i);
    expect(oidcInviteOf(`other=1; ${sentBack(answer)}`)).toBe(invite);

    // Not ours, or changed: no invite.
    const [name, value] = sentBack(answer).split("=") as [string, string];
    const [token, until, signature] = value.split(".");
    expect(oidcInviteOf(`${name}=${token}.${Date.now() + 3_600_000}.${signature}`)).toBeUndefined();
    expect(oidcInviteOf(`${name}=${token}.${until}.${signature!.slice(1)}x`)).toBeUndefined();
    expect(oidcInviteOf(`${name}=${token}.${Date.now() - 1}.${signature}`)).toBeUndefined();
    expect(oidcInviteOf(null)).toBeUndefined();

    expect(await accountForOidcSignIn(profile(), undefined, oidcInviteOf(sentBack(answer)))).toHaveProperty("id");
    const used = await keep(invite);
    expect(used.status).toBe(403);
    expect(await used.json()).toEqual({ message: INVITE_INVALID, code: "invite_invalid" });
    expect((await keep("not an invite!")).status).toBe(400);
  });
});
