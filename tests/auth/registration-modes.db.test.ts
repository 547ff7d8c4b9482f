import { describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/entry/register/route";
import { INVITE_INVALID, INVITE_NEEDED, SIGN_UPS_CLOSED } from "@/lib/auth/registration";
import { db } from "@/lib/platform/database";
import { adminApi, seedAdmin } from "../support/admin";
import { BASE, jsonPost } from "../support/requests";

const signUp = (email: string, invite?: string) =>
  register(jsonPost(`${BASE}/api/entry/register`, { name: "New Cook", email, password: "a long new password", confirmPassword: "a long new password", ...(invite ? { invite } : {}) }), undefined);

// Issue 34: an admin chooses who may sign up: everyone, holders of an invite link, or nobody.
describe("registration modes", () => {
  it("closed: every sign-up is refused; open again: accepted", async () => {
    const admin = await seedAdmin();
    expect((await adminApi.setRegistration(admin, "closed")).status).toBe(200);
    const refused = await signUp("closed-out@example.com");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: SIGN_UPS_CLOSED, code: "sign_ups_closed" });
    expect(await db.user.findUnique({ where: { email: "closed-out@example.com" } })).toBeNull();
    expect((await adminApi.setRegistration(admin, "open")).status).toBe(200);
    expect((await signUp("closed-out@example.com")).status).toBe(201);
  });

  it("invite-only: one person signs up with a link, once; nobody without one", async () => {
    const admin = await seedAdmin();
    expect((await adminApi.setRegistration(admin, "invite")).status).toBe(200);
    const made = await adminApi.invite(admin);
    expect(made.status).toBe(201);
    const { url } = (await made.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${BASE}/signup\\?invite=[A-Za-z0-9_-]{20,}$`));
    const token = new URL(url).searchParams.get("invite")!;

    const without = await signUp("uninvited@example.com");
    expect(without.status).toBe(403);
    expect(await without.json()).toEqual({ message: INVITE_NEEDED, code: "invite_needed" });
    expect((await signUp("invited@example.com", token)).status).toBe(201);
    const again = await signUp("second@example.com", token);
    expect(again.status).toBe(403);
    expect(await again.json()).toEqual({ message: INVITE_INVALID, code: "invite_invalid" });
    expect(await db.user.count({ where: { email: { in: ["uninvited@example.com", "second@example.com"] } } })).toBe(0);
    expect((await db.invite.findFirstOrThrow()).tokenHash).not.toContain(token); // only a hash is kept
  });

  it("refuses an expired invite, and a closed site refuses even a live one", async () => {
    const admin = await seedAdmin();
    await adminApi.setRegistration(admin, "invite");
    const token = new URL(((await (await adminApi.invite(admin)).json()) as { url: string }).url).searchParams.get("invite")!;
    await db.invite.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await signUp("late@example.com", token)).status).toBe(403);
    const fresh = new URL(((await (await adminApi.invite(admin)).json()) as { url: string }).url).searchParams.get("invite")!;
    await adminApi.setRegistration(admin, "closed");
    expect((await signUp("late@example.com", fresh)).status).toBe(403);
    await adminApi.setRegistration(admin, "invite");
    expect((await signUp("late@example.com", fresh)).status).toBe(201);
  });

  it("refuses an unknown mode", async () => {
    const admin = await seedAdmin();
    expect((await adminApi.setRegistration(admin, "everyone")).status).toBe(400);
  });
});
