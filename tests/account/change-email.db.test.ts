import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as protectedRoute } from "@/app/api/protected/route";
import { db } from "@/lib/platform/database";
import { accountApi, loginStatus, mailsTo, securityEventsDuring, storedUser, tokenWorks } from "../support/account";
import { anotherSessionOf, seedCook } from "../support/accounts";
import { RECIPE_TEST_OPTIONS } from "../support/recipes";
import { BASE } from "../support/requests";

const INVALID = "This code is not valid or has expired. Please ask for a new code.";
const freshEmail = () => `moved-${randomUUID()}@example.com`;

/** The code in the newest mail to that address. */
async function codeMailedTo(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  return /confirmation code is: (\d{6})/.exec(mail!.text)![1]!;
}

describe("POST /api/account/email and /api/account/email/confirm", RECIPE_TEST_OPTIONS, () => {
  it("moves the account to the new address once its code is entered; the old address gets a notice", async () => {
    const ada = await seedCook();
    const adasPhone = await anotherSessionOf(ada);
    const bob = await seedCook();
    const newEmail = freshEmail();
    let confirmedHere = "";
    const events = await securityEventsDuring(async () => {
      const requested = await accountApi.requestEmail(ada, { newEmail: ` ${newEmail.toUpperCase()} `, currentPassword: ada.password });
      expect(requested.status).toBe(200);
      expect((await requested.json()).message).toContain(newEmail);
      // Nothing changes before the code comes back.
      expect((await storedUser(ada.email))?.email).toBe(ada.email);

      const code = await codeMailedTo(newEmail);
      const row = await db.emailChangeCode.findFirstOrThrow({ where: { newEmail } });
      expect(row.codeHash).not.toContain(code);
      const confirmed = await accountApi.confirmEmail(ada, { code });
      expect(confirmed.status).toBe(200);
      expect(await confirmed.json()).toEqual({
        message: "Your email has been changed. Log in with it from now on: every other browser and app signed in to your account has been signed out.",
        email: newEmail,
      });
      confirmedHere = confirmed.headers.get("set-cookie")?.split(";")[0] ?? "";
    });

    expect(await storedUser(ada.email)).toBeNull();
    expect(await loginStatus(newEmail, ada.password)).toBe(200);
    expect(await loginStatus(ada.email, ada.password)).toBe(401);
    // Issue 28, finding 9: every other session ends, as after a password change; the browser
    // that confirmed gets a new session cookie and stays signed in.
    expect(await tokenWorks(ada.token)).toBe(false);
    expect(await tokenWorks(adasPhone.token)).toBe(false);
    expect(await tokenWorks(bob.token)).toBe(true);
    expect(confirmedHere).toMatch(/^next-auth\.session-token=.+/);
    const here = await protectedRoute(new Request(`${BASE}/api/protected`, { headers: { cookie: confirmedHere } }), undefined);
    expect((await here.json()).user.email).toBe(newEmail);
    const [notice] = await mailsTo(ada.email);
    expect(notice?.subject).toBe("Your Res-pe email was changed");
    expect(notice?.text).toContain(newEmail);
    expect(events.map((event) => event.security)).toEqual(["email_change_requested", "email_changed", "sessions_ended"]);
    // Emails are masked in the log.
    expect(JSON.stringify(events)).not.toContain(newEmail);
  });

  it("a code works once", async () => {
    const ada = await seedCook();
    const newEmail = freshEmail();
    await accountApi.requestEmail(ada, { newEmail, currentPassword: ada.password });
    const code = await codeMailedTo(newEmail);
    const first = await accountApi.confirmEmail(ada, { code });
    expect(first.status).toBe(200);
    // Asked again from the same browser, signed in by the cookie the first answer set.
    const cookie = first.headers.get("set-cookie")!.split(";")[0]!;
    const again = await accountApi.confirmEmail(null, { code }, { headers: { cookie } });
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe(INVALID);
  });

  it("refuses a wrong password with 403 and mails nothing", async () => {
    const ada = await seedCook();
    const newEmail = freshEmail();
    const response = await accountApi.requestEmail(ada, { newEmail, currentPassword: "not my password" });
    expect(response.status).toBe(403);
    expect((await response.json()).errors).toEqual({ currentPassword: "This is not your current password." });
    expect(await mailsTo(newEmail)).toEqual([]);
    expect(await db.emailChangeCode.count({ where: { newEmail } })).toBe(0);
  });

  it.each([
    ["an invalid email", { newEmail: "not an email" }],
    ["a missing email", { newEmail: undefined }],
    ["an email over 80 characters", { newEmail: `${"a".repeat(75)}@example.com` }],
  ])("answers 400 for %s and mails nothing", async (_case, fields) => {
    const ada = await seedCook();
    const response = await accountApi.requestEmail(ada, { currentPassword: ada.password, ...fields });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBeTruthy();
    const user = (await storedUser(ada.email))!;
    expect(await db.emailChangeCode.count({ where: { userId: user.id } })).toBe(0);
  });

  it("answers 400 for the account's own email", async () => {
    const ada = await seedCook();
    const response = await accountApi.requestEmail(ada, { newEmail: ada.email, currentPassword: ada.password });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("This is already your account's email.");
  });

  it("an address that has an account: the same answer, no code, a note to its owner, and no way to take it", async () => {
    const [ada, bob] = [await seedCook(), await seedCook()];
    const fresh = freshEmail();
    const toFresh = await (await accountApi.requestEmail(ada, { newEmail: fresh, currentPassword: ada.password })).json();
    const toTaken = await accountApi.requestEmail(ada, { newEmail: bob.email, currentPassword: ada.password });
    expect(toTaken.status).toBe(200);
    expect((await toTaken.json()).message).toBe(toFresh.message.replace(fresh, bob.email));

    const [note] = await mailsTo(bob.email);
    expect(note?.subject).toBe("Someone tried to use your email on Res-pe");
    expect(note?.text).not.toMatch(/\b\d{6}\b/);
    for (const code of ["000000", "123456"]) expect((await accountApi.confirmEmail(ada, { code })).status).toBe(400);
    expect((await storedUser(bob.email))?.name).toBe(bob.name);
    expect(await storedUser(ada.email)).not.toBeNull();
  });

  it("answers 409 when the address found an account between the code and its confirmation", async () => {
    const ada = await seedCook();
    const newEmail = freshEmail();
    await accountApi.requestEmail(ada, { newEmail, currentPassword: ada.password });
    const code = await codeMailedTo(newEmail);
    await seedCook({ email: newEmail });
    const response = await accountApi.confirmEmail(ada, { code });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe("An account with this email already exists.");
    expect(await storedUser(ada.email)).not.toBeNull();
  });

  it("voids the code after 5 wrong guesses, counted even when they race", async () => {
    const ada = await seedCook();
    const newEmail = freshEmail();
    await accountApi.requestEmail(ada, { newEmail, currentPassword: ada.password });
    const code = await codeMailedTo(newEmail);
    const wrong = code === "000000" ? "111111" : "000000";
    const guesses = await Promise.all(Array.from({ length: 8 }, () => accountApi.confirmEmail(ada, { code: wrong })));
    expect(guesses.map((response) => response.status)).toEqual(Array(8).fill(400));
    const right = await accountApi.confirmEmail(ada, { code });
    expect(right.status).toBe(400);
    expect((await right.json()).message).toBe(INVALID);
    expect((await db.emailChangeCode.findFirstOrThrow({ where: { newEmail } })).attempts).toBe(5);
    expect(await storedUser(ada.email)).not.toBeNull();
  });

  it("refuses an expired code", async () => {
    const ada = await seedCook();
    const newEmail = freshEmail();
    await accountApi.requestEmail(ada, { newEmail, currentPassword: ada.password });
    const code = await codeMailedTo(newEmail);
    await db.emailChangeCode.updateMany({ where: { newEmail }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await accountApi.confirmEmail(ada, { code })).status).toBe(400);
    expect(await storedUser(ada.email)).not.toBeNull();
  });

  it("another cook cannot use a code mailed for someone else's change", async () => {
    const [ada, mallory] = [await seedCook(), await seedCook()];
    const newEmail = freshEmail();
    await accountApi.requestEmail(ada, { newEmail, currentPassword: ada.password });
    const code = await codeMailedTo(newEmail);
    const stolen = await accountApi.confirmEmail(mallory, { code });
    expect(stolen.status).toBe(400);
    expect(await storedUser(mallory.email)).not.toBeNull();
    expect(await storedUser(newEmail)).toBeNull();
  });

  it("answers 400 for a malformed code, 401 without a session, 403 from another site", async () => {
    const ada = await seedCook();
    expect((await accountApi.confirmEmail(ada, { code: "12ab56" })).status).toBe(400);
    expect((await accountApi.confirmEmail(ada, {})).status).toBe(400);
    expect((await accountApi.requestEmail(null, { newEmail: freshEmail(), currentPassword: "x" })).status).toBe(401);
    expect((await accountApi.confirmEmail(null, { code: "123456" })).status).toBe(401);
    const crossSite = await accountApi.requestEmail(ada, { newEmail: freshEmail(), currentPassword: ada.password }, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
  });

  it("sends at most 3 codes per 15 minutes", async () => {
    const ada = await seedCook();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await accountApi.requestEmail(ada, { newEmail: freshEmail(), currentPassword: ada.password })).status).toBe(200);
    }
    const limited = await accountApi.requestEmail(ada, { newEmail: freshEmail(), currentPassword: ada.password });
    expect(limited.status).toBe(429);
  });
});
