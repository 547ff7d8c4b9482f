import { describe, expect, it } from "vitest";
import { GET as protectedRoute } from "@/app/api/protected/route";
import { db } from "@/lib/platform/database";
import { accountApi, loginStatus, mailsTo, securityEventsDuring, storedUser, tokenWorks } from "../support/account";
import { anotherSessionOf, seedCook } from "../support/accounts";
import { RECIPE_TEST_OPTIONS } from "../support/recipes";
import { BASE } from "../support/requests";

const NEW = "a quiet kitchen at dawn";
const body = (currentPassword: string, newPassword = NEW, confirmPassword = newPassword) => ({ currentPassword, newPassword, confirmPassword });

describe("PUT /api/account/password", RECIPE_TEST_OPTIONS, () => {
  it("changes the password, ends every other session, keeps this browser signed in and mails a notice", async () => {
    const ada = await seedCook();
    const adasPhone = await anotherSessionOf(ada);
    const bob = await seedCook();

    const events = await securityEventsDuring(async () => {
      const response = await accountApi.changePassword(ada, body(ada.password));
      expect(response.status).toBe(200);
      expect((await response.json()).message).toMatch(/password has been changed/);
      // This browser: a new session cookie that works.
      const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
      expect(cookie).toMatch(/^next-auth\.session-token=.+/);
      const here = await protectedRoute(new Request(`${BASE}/api/protected`, { headers: { cookie } }), undefined);
      expect(here.status).toBe(200);
    });

    expect(await tokenWorks(ada.token)).toBe(false);
    expect(await tokenWorks(adasPhone.token)).toBe(false);
    expect(await tokenWorks(bob.token)).toBe(true);
    expect(await loginStatus(ada.email, ada.password)).toBe(401);
    expect(await loginStatus(ada.email, NEW)).toBe(200);
    const [notice] = await mailsTo(ada.email);
    expect(notice?.subject).toBe("Your Res-pe password was changed");
    expect(notice?.text).not.toContain(NEW);
    expect(events.map((event) => event.security)).toEqual(["password_changed", "sessions_ended"]);
    expect(JSON.stringify(events)).not.toContain(NEW);
    expect(JSON.stringify(events)).not.toContain(ada.password);
  });

  it("refuses a wrong current password with 403 beside the field, and nothing changes", async () => {
    const ada = await seedCook();
    const before = await storedUser(ada.email);
    const response = await accountApi.changePassword(ada, body("not my password at all"));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: "This is not your current password.",
      errors: { currentPassword: "This is not your current password." },
    });
    expect(await storedUser(ada.email)).toEqual(before);
    expect(await tokenWorks(ada.token)).toBe(true);
    expect(await mailsTo(ada.email)).toEqual([]);
  });

  it.each([
    ["a new password under 8 characters", body("x", "short7c")],
    ["a new password over 72 bytes", body("x", "é".repeat(37))],
    ["a new password over 100 characters", body("x", "a".repeat(101))],
    ["passwords that do not match", body("x", NEW, "something else entirely")],
    ["no current password", { newPassword: NEW, confirmPassword: NEW }],
  ])("answers 400 for %s and changes nothing", async (_case, payload) => {
    const ada = await seedCook();
    const payloadWithPassword = "currentPassword" in payload ? { ...payload, currentPassword: ada.password } : payload;
    const before = await storedUser(ada.email);
    const response = await accountApi.changePassword(ada, payloadWithPassword);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBeTruthy();
    expect(await storedUser(ada.email)).toEqual(before);
  });

  it("accepts 72 bytes exactly (the most bcrypt reads)", async () => {
    const ada = await seedCook();
    const longest = "é".repeat(36);
    expect((await accountApi.changePassword(ada, body(ada.password, longest))).status).toBe(200);
    expect(await loginStatus(ada.email, longest)).toBe(200);
  });

  it("refuses a common password with 400 beside the field", async () => {
    const ada = await seedCook();
    const response = await accountApi.changePassword(ada, body(ada.password, "password123"));
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toHaveProperty("newPassword");
    expect(await loginStatus(ada.email, ada.password)).toBe(200);
  });

  it("voids a reset code mailed before the change", async () => {
    const ada = await seedCook();
    const user = (await storedUser(ada.email))!;
    await db.passwordResetCode.create({ data: { userId: user.id, codeHash: "x", expiresAt: new Date(Date.now() + 60_000) } });
    expect((await accountApi.changePassword(ada, body(ada.password))).status).toBe(200);
    expect(await db.passwordResetCode.count({ where: { userId: user.id, usedAt: null } })).toBe(0);
  });

  it("answers 401 without a session and 403 from another site", async () => {
    const ada = await seedCook();
    expect((await accountApi.changePassword(null, body(ada.password))).status).toBe(401);
    expect((await accountApi.changePassword(ada, body(ada.password), { origin: "https://evil.example" })).status).toBe(403);
    expect(await loginStatus(ada.email, ada.password)).toBe(200);
  });

  it("limits password checks: the 11th try in 15 minutes is 429, even with the right password", async () => {
    const ada = await seedCook();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await accountApi.changePassword(ada, body(`wrong guess ${attempt}`))).status).toBe(403);
    }
    const limited = await accountApi.changePassword(ada, body(ada.password));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await loginStatus(ada.email, ada.password)).toBe(200);
  });
});
