import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { accountForOidcSignIn, oidcRefusalMessage } from "@/lib/auth/oidc";
import { registrationMode } from "@/lib/auth/registration";
import { db } from "@/lib/platform/database";
import { tokenWorks } from "../support/account";
import { seedCook } from "../support/accounts";
import { adminApi, seedAdmin } from "../support/admin";

const profile = (overrides: Record<string, unknown> = {}) => ({ sub: `sub-${randomUUID()}`, email: `sso-${randomUUID()}@example.com`, name: "Sso Cook", ...overrides });

// Issue 34: which account an OpenID Connect sign-in opens (the protocol itself: e2e/oidc-sign-in.spec.ts).
describe("an OIDC sign-in", () => {
  it("makes a cook on the first sign-in (the first account of a fresh site is its admin), and finds them again by subject", async () => {
    const first = profile({ email_verified: false });
    const made = await accountForOidcSignIn(first, undefined);
    expect(made).toMatchObject({ email: first.email, name: "Sso Cook" });
    const stored = await db.user.findUniqueOrThrow({ where: { email: first.email } });
    expect(stored).toMatchObject({ oidcSubject: first.sub, role: "admin" });
    // The provider may change the email later: the subject still opens the same account.
    expect(await accountForOidcSignIn({ ...first, email: "changed@example.com" }, undefined)).toMatchObject({ id: stored.id });
    const second = profile();
    await accountForOidcSignIn(second, undefined);
    expect((await db.user.findUniqueOrThrow({ where: { email: second.email } })).role).toBe("cook");
  });

  it("joins an existing account only when the provider says the email is verified", async () => {
    const cook = await seedCook();
    const unverified = await accountForOidcSignIn(profile({ email: cook.email, email_verified: false }), undefined);
    expect(unverified).toEqual({ refused: "OidcUnverifiedEmail" });
    expect(await accountForOidcSignIn(profile({ email: cook.email.toUpperCase() }), undefined)).toEqual({ refused: "OidcUnverifiedEmail" });
    expect((await db.user.findUniqueOrThrow({ where: { id: cook.id } })).oidcSubject).toBeNull();

    const joined = profile({ email: cook.email, email_verified: true });
    expect(await accountForOidcSignIn(joined, undefined)).toMatchObject({ id: cook.id });
    expect((await db.user.findUniqueOrThrow({ where: { id: cook.id } })).oidcSubject).toBe(joined.sub);
    expect(await tokenWorks(cook.token)).toBe(true); // joining ends no session
    expect(oidcRefusalMessage("OidcUnverifiedEmail", "Acme")).toMatch(/not verified the email/);
  });

  it("follows the registration mode, refuses a disabled cook, and makes the admin group's members admins", async () => {
    const admin = await seedAdmin();
    await adminApi.setRegistration(admin, "closed");
    expect(await registrationMode()).toBe("closed");
    expect(await accountForOidcSignIn(profile(), undefined)).toEqual({ refused: "OidcSignUpsClosed" });
    await adminApi.setRegistration(admin, "invite");
    expect(await accountForOidcSignIn(profile(), undefined)).toEqual({ refused: "OidcInviteOnly" });

    const cook = await seedCook();
    const known = profile({ email: cook.email, email_verified: true, groups: ["cooks", "res-pe-admins"] });
    expect(await accountForOidcSignIn(known, "res-pe-admins")).toMatchObject({ id: cook.id });
    expect((await db.user.findUniqueOrThrow({ where: { id: cook.id } })).role).toBe("admin");

    await adminApi.setDisabled(admin, cook.id, true);
    expect(await accountForOidcSignIn(known, "res-pe-admins")).toEqual({ refused: "OidcDisabled" });
    expect(await accountForOidcSignIn(profile({ email: undefined }), undefined)).toEqual({ refused: "OidcNoEmail" });
  });
});
