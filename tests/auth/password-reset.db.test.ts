import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as changePassword } from "@/app/api/entry/changePassword/route";
import { POST as forgotPassword } from "@/app/api/entry/forgotPassword/route";
import { POST as login } from "@/app/api/entry/login/route";
import { GET as protectedRoute } from "@/app/api/protected/route";
import { afterAnswerSettled } from "@/lib/auth/after-answer";
import { db } from "@/lib/platform/database";
import { createMailer } from "@/lib/platform/mail/mailer";
import { passwordResetMail } from "@/lib/platform/mail";
import { logIn, seedCook } from "../support/accounts";
import { BASE, jsonPost, uniqueClientIp } from "../support/requests";
import { startSmtpSink } from "../support/smtp-sink";

const SENT = {
  message: "If an account exists for this email, we have sent it a 12-digit reset code. It is valid for 15 minutes.",
};
const INVALID_CODE = "This reset code is not valid or has expired. Please request a new code.";

const forgot = (email: string, ip = uniqueClientIp()) =>
  forgotPassword(jsonPost(`${BASE}/api/entry/forgotPassword`, { email }, { ip }), undefined);
const change = (body: Record<string, unknown>) =>
  changePassword(jsonPost(`${BASE}/api/entry/changePassword`, body), undefined);
const loginStatus = async (email: string, password: string) =>
  (await login(jsonPost(`${BASE}/api/entry/login`, { email, password }), undefined)).status;

/**
 * The code in the newest reset email to that address (the embedded mailer keeps an outbox), as
 * the email shows it ("4821 0937 5562"). The mail is sent after the answer: wait for it first.
 */
async function codeMailedTo(email: string): Promise<string> {
  await afterAnswerSettled();
  const mail = await db.outboxMail.findFirstOrThrow({ where: { to: email }, orderBy: { createdAt: "desc" } });
  return /reset code is: (\d{4} \d{4} \d{4})$/m.exec(mail.text)![1]!;
}

function changeBody(email: string, code: string, newPassword = "a brand new secret") {
  return { email, code, newPassword, confirmPassword: newPassword };
}

describe("POST /api/entry/forgotPassword", () => {
  it("gives known and unknown emails the identical answer, and mails a code only to a real account", async () => {
    const account = await seedCook();
    const unknownEmail = `nobody-${Date.now()}@example.com`;
    const known = await forgot(account.email);
    const unknown = await forgot(unknownEmail);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(SENT);
    expect(await unknown.json()).toEqual(SENT);

    const code = await codeMailedTo(account.email);
    const mail = await db.outboxMail.findFirstOrThrow({ where: { to: account.email } });
    expect(mail.subject).toBe("Your Res-pe password reset code");
    expect(code).toMatch(/^\d{4} \d{4} \d{4}$/);
    expect(mail.html).toContain(code);
    expect(await db.outboxMail.count({ where: { to: unknownEmail } })).toBe(0);
  });

  it("stores only a hash of the code, valid for 15 minutes", async () => {
    const account = await seedCook();
    const before = Date.now();
    await forgot(account.email);
    const code = await codeMailedTo(account.email);
    const row = await db.passwordResetCode.findFirstOrThrow({ where: { user: { email: account.email } } });
    expect(row.codeHash).not.toContain(code.replace(/ /g, ""));
    expect(row.expiresAt.getTime() - before).toBeGreaterThan(14 * 60_000);
    expect(row.expiresAt.getTime() - before).toBeLessThanOrEqual(15 * 60_000 + 5_000);
  });

  it("answers 400 for an invalid email", async () => {
    const response = await forgot("not an email");
    expect(response.status).toBe(400);
  });

  it("limits requests per email with 429 (for unknown emails too, so the limit reveals nothing)", async () => {
    const email = `limit-${Date.now()}@example.com`;
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await forgot(email)).status).toBe(200);
    const limited = await forgot(email);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });
});

describe("POST /api/entry/changePassword", () => {
  it("changes the password with the mailed code: old refused, new accepted, earlier sessions ended", async () => {
    const account = await seedCook();
    await forgot(account.email);
    const code = await codeMailedTo(account.email);

    const response = await change(changeBody(account.email, code));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: "Your password has been changed. Please log in with your new password.",
    });
    expect(await loginStatus(account.email, account.password)).toBe(401);
    expect(await loginStatus(account.email, "a brand new secret")).toBe(200);
    const oldSession = await protectedRoute(
      new Request(`${BASE}/api/protected`, { headers: { authorization: `Bearer ${account.token}` } }),
      undefined,
    );
    expect(oldSession.status).toBe(401);
  });

  it("refuses a change without a valid code, and the old password still works (no account takeover)", async () => {
    const account = await seedCook();
    for (const code of ["", "123456", "abcdef", "1234 5678 9012"]) {
      const response = await change(changeBody(account.email, code));
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBeTruthy();
    }
    expect(await loginStatus(account.email, account.password)).toBe(200);
  });

  it("refuses a used code the second time", async () => {
    const account = await seedCook();
    await forgot(account.email);
    const code = await codeMailedTo(account.email);
    expect((await change(changeBody(account.email, code))).status).toBe(200);
    const reused = await change(changeBody(account.email, code, "yet another secret"));
    expect(reused.status).toBe(400);
    expect((await reused.json()).message).toBe(INVALID_CODE);
    expect(await loginStatus(account.email, "a brand new secret")).toBe(200);
  });

  it("refuses an expired code", async () => {
    const account = await seedCook();
    await forgot(account.email);
    const code = await codeMailedTo(account.email);
    await db.passwordResetCode.updateMany({
      where: { user: { email: account.email } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const response = await change(changeBody(account.email, code));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(INVALID_CODE);
    expect(await loginStatus(account.email, account.password)).toBe(200);
  });

  it("voids the code after 5 wrong guesses: the right code fails on the 6th try", async () => {
    const account = await seedCook();
    await forgot(account.email);
    const code = await codeMailedTo(account.email);
    const wrong = code === "0000 0000 0000" ? "111111111111" : "000000000000";
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await change(changeBody(account.email, wrong))).status).toBe(400);
    }
    const sixth = await change(changeBody(account.email, code));
    expect(sixth.status).toBe(400);
    expect(await loginStatus(account.email, account.password)).toBe(200);
  });

  it("does not accept one account's code for another account", async () => {
    const ada = await seedCook();
    const bob = await seedCook();
    await forgot(ada.email);
    const adasCode = await codeMailedTo(ada.email);
    await forgot(bob.email);
    const bobsCode = await codeMailedTo(bob.email);
    if (adasCode !== bobsCode) {
      expect((await change(changeBody(bob.email, adasCode))).status).toBe(400);
    }
    expect(await loginStatus(bob.email, bob.password)).toBe(200);
  });

  it("answers 400 with the server's message for mismatched or too short passwords, changing nothing", async () => {
    const account = await seedCook();
    await forgot(account.email);
    const code = await codeMailedTo(account.email);
    const mismatch = await change({ email: account.email, code, newPassword: "one secret", confirmPassword: "another secret" });
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).message).toBe("Passwords do not match.");
    const short = await change({ email: account.email, code, newPassword: "abc", confirmPassword: "abc" });
    expect(short.status).toBe(400);
    expect((await short.json()).message).toBe("New password must be at least 8 characters.");
    // The code is still good after those (they were refused before it was checked).
    expect((await change(changeBody(account.email, code))).status).toBe(200);
  });

  it("refuses a very common new password", async () => {
    const account = await seedCook();
    await forgot(account.email);
    const code = await codeMailedTo(account.email);
    const response = await change(changeBody(account.email, code, "iloveyou"));
    expect(response.status).toBe(400);
    expect(await loginStatus(account.email, account.password)).toBe(200);
  });
});

describe("the mailer with SMTP_URL", () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
  });

  it("delivers the reset email, with a plain-text and an HTML part, to a real SMTP server", async () => {
    const mailer = createMailer({ smtpUrl: sink.url, from: "Res-pe <no-reply@res-pe.example>", printOutbox: false });
    await mailer.send(
      passwordResetMail({ to: "cook@example.com", name: "Ada <b>", code: "0429 1700 3321", validMinutes: 15, siteUrl: BASE }),
    );
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail!.to).toEqual(["cook@example.com"]);
    expect(mail!.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail!.raw).toContain("0429 1700 3321");
    expect(mail!.raw).toContain("Ada &#60;b&#62;");
  });
});

it("keeps signed-in accounts apart: logging in as one never shows another", async () => {
  const ada = await seedCook();
  const { token } = await logIn(ada.email, ada.password);
  const response = await protectedRoute(
    new Request(`${BASE}/api/protected`, { headers: { authorization: `Bearer ${token}` } }),
    undefined,
  );
  expect((await response.json()).user.email).toBe(ada.email);
});
