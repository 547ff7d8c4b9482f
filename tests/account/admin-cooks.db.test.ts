import { describe, expect, it } from "vitest";
import { afterAnswerSettled } from "@/lib/auth/after-answer";
import { db } from "@/lib/platform/database";
import { securityEventsStored } from "@/lib/platform/security-events/store";
import { ACCOUNT_DISABLED } from "@/lib/auth/credentials";
import { loginStatus, mailsTo, securityEventsDuring, tokenWorks } from "../support/account";
import { registerAccount, seedCook } from "../support/accounts";
import { adminApi, seedAdmin } from "../support/admin";
import { createdRecipe } from "../support/recipes";
import { BASE, jsonPost } from "../support/requests";
import { POST as login } from "@/app/api/entry/login/route";

// Issue 34: the site's admin, at /admin and /api/admin/*.
describe("the site's admin", () => {
  it("is the first account made on a fresh site, and only that one", async () => {
    expect(await db.user.count()).toBe(0); // this file's own database, before any cook is seeded
    const first = await registerAccount();
    const second = await registerAccount();
    expect((await db.user.findUniqueOrThrow({ where: { email: first.email } })).role).toBe("admin");
    expect((await db.user.findUniqueOrThrow({ where: { email: second.email } })).role).toBe("cook");
  });

  it("is checked on the server on every admin route: signed out 401, a cook 403", async () => {
    const cook = await seedCook();
    const someone = await seedCook();
    const calls = [
      (by: typeof cook | null) => adminApi.site(by),
      (by: typeof cook | null) => adminApi.users(by),
      (by: typeof cook | null) => adminApi.setDisabled(by, someone.id, true),
      (by: typeof cook | null) => adminApi.remove(by, someone.id),
      (by: typeof cook | null) => adminApi.sendReset(by, someone.id),
      (by: typeof cook | null) => adminApi.setRegistration(by, "closed"),
      (by: typeof cook | null) => adminApi.invite(by),
    ];
    for (const call of calls) {
      expect((await call(null)).status).toBe(401);
      const refused = await call(cook);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: "Only the site's admins may do this." });
    }
    expect(await tokenWorks(someone.token)).toBe(true);
    expect(await db.siteSetting.count()).toBe(0);
  });

  it("finds cooks by name or email, with their recipes counted", async () => {
    const admin = await seedAdmin();
    const ada = await seedCook({ name: "Ada Findable" });
    await createdRecipe(ada);
    const answer = await adminApi.users(admin, "?q=findable");
    expect(answer.status).toBe(200);
    const { cooks, total } = (await answer.json()) as { cooks: { id: string; recipes: number; admin: boolean; disabled: boolean }[]; total: number };
    expect(total).toBe(1);
    expect(cooks).toEqual([expect.objectContaining({ id: ada.id, recipes: 1, admin: false, disabled: false })]);
    expect(((await (await adminApi.users(admin, `?q=${encodeURIComponent(ada.email.slice(0, 12))}`)).json()) as { total: number }).total).toBe(1);
  });

  it("disables a cook: their sessions end at once and they cannot log in until enabled again", async () => {
    const admin = await seedAdmin();
    const cook = await seedCook();
    expect(await tokenWorks(cook.token)).toBe(true);
    const events = await securityEventsDuring(async () => expect((await adminApi.setDisabled(admin, cook.id, true)).status).toBe(200));
    expect(events).toEqual([expect.objectContaining({ security: "admin_cook_disabled", userId: admin.id, targetUserId: cook.id })]);
    expect(await tokenWorks(cook.token)).toBe(false);
    const refused = await login(jsonPost(`${BASE}/api/entry/login`, { email: cook.email, password: cook.password }), undefined);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: ACCOUNT_DISABLED, code: "account_disabled" });
    expect(await loginStatus(cook.email, "not the password")).toBe(401); // no hint without the password

    expect((await adminApi.setDisabled(admin, cook.id, false)).status).toBe(200);
    expect(await loginStatus(cook.email, cook.password)).toBe(200);
  });

  it("cannot disable or delete their own account here, and an unknown cook is a 404", async () => {
    const admin = await seedAdmin();
    expect((await adminApi.setDisabled(admin, admin.id, true)).status).toBe(409);
    expect((await adminApi.remove(admin, admin.id)).status).toBe(409);
    expect((await adminApi.remove(admin, "cm3x9k2ab0001qz8w4t6y5u7e")).status).toBe(404);
    expect((await adminApi.setDisabled(admin, "not-an-id!", true)).status).toBe(400);
    expect((await adminApi.setDisabled(admin, admin.id, "yes")).status).toBe(400);
    expect(await tokenWorks(admin.token)).toBe(true);
  });

  it("deletes a cook with everything of theirs, and mails a cook the usual reset code", async () => {
    const admin = await seedAdmin();
    const [leaving, forgetful] = [await seedCook(), await seedCook()];
    await createdRecipe(leaving);
    const events = await securityEventsDuring(async () => {
      expect((await adminApi.remove(admin, leaving.id)).status).toBe(200);
      expect((await adminApi.sendReset(admin, forgetful.id)).status).toBe(200);
      await afterAnswerSettled();
    });
    expect(await db.user.findUnique({ where: { id: leaving.id } })).toBeNull();
    expect(await db.meal.count({ where: { authorId: leaving.id } })).toBe(0);
    expect(await tokenWorks(leaving.token)).toBe(false);
    const [mail] = await mailsTo(forgetful.email);
    expect(mail?.subject).toMatch(/reset/i);
    expect(events.map((event) => event.security)).toEqual(expect.arrayContaining(["admin_cook_deleted", "admin_password_reset_sent", "password_reset_requested"]));
  });

  it("shows the site's figures and the latest security events", async () => {
    const admin = await seedAdmin();
    const cook = await seedCook();
    await createdRecipe(cook);
    await adminApi.setDisabled(admin, cook.id, true);
    // Events are stored after the answer, batched (lib/platform/security-events/store.ts).
    await afterAnswerSettled();
    await securityEventsStored();
    const answer = await adminApi.site(admin);
    expect(answer.status).toBe(200);
    const site = (await answer.json()) as { figures: Record<string, number>; registration: string; events: { security: string }[] };
    expect(site.registration).toBe("open");
    expect(site.figures.cooks).toBe(await db.user.count());
    expect(site.figures.disabledCooks).toBeGreaterThanOrEqual(1);
    expect(site.figures.recipes).toBe(await db.meal.count({ where: { origin: "user" } }));
    expect(site.figures.databaseBytes).toBeGreaterThan(100_000);
    expect(site.figures.pictureBytes).toBeGreaterThanOrEqual(0);
    expect(site.events[0]?.security).toBe("admin_cook_disabled");
  });
});
