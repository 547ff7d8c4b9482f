import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as forgotPassword } from "@/app/api/entry/forgotPassword/route";
import { POST as register } from "@/app/api/entry/register/route";
import { PUT as languageRoute } from "@/app/api/account/language/route";
import { afterAnswerSettled } from "@/lib/auth/after-answer";
import { createMailer, replaceMailer } from "@/lib/platform/mail/mailer";
import { accountApi } from "../support/account";
import { seedCook, type Cook } from "../support/accounts";
import { household } from "../household/support";
import { BASE, jsonPost, jsonRequest, uniqueClientIp } from "../support/requests";
import { readMail, startSmtpSink } from "../support/smtp-sink";

/**
 * Issue 35: every mail Res-pe sends is in its recipient's language (their account's setting,
 * else the language of the page that sent it), as a real SMTP server receives it.
 */

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let restoreMailer: () => void;
beforeAll(async () => {
  sink = await startSmtpSink();
  restoreMailer = replaceMailer(createMailer({ smtpUrl: sink.url, from: "Res-pe <no-reply@res-pe.example>", printOutbox: false, redactOutbox: false }));
});
afterAll(async () => {
  restoreMailer();
  await sink.close();
});

async function mailTo(email: string): Promise<{ subject: string; body: string }> {
  await afterAnswerSettled();
  await expect.poll(() => sink.received.some((mail) => mail.to.includes(email))).toBe(true);
  return readMail(sink.received.filter((mail) => mail.to.includes(email)).at(-1)!);
}

async function speaks(cook: Cook, locale: string): Promise<void> {
  const response = await languageRoute(jsonRequest("PUT", `${BASE}/api/account/language`, { locale }, { headers: cook.headers }), undefined);
  expect(response.status).toBe(200);
}

describe("mails in the recipient's language (issue 35)", () => {
  it("mails a German cook's reset code in German, whatever language the asking browser speaks", async () => {
    const ada = await seedCook();
    await speaks(ada, "de");
    const answer = await forgotPassword(jsonPost(`${BASE}/api/entry/forgotPassword`, { email: ada.email }, { headers: { "accept-language": "en-US" } }), undefined);
    expect(answer.status).toBe(200);
    const mail = await mailTo(ada.email);
    expect(mail.subject).toBe("Dein Res-pe-Code zum Zurücksetzen des Passworts");
    expect(mail.body).toMatch(/Dein Res-pe-Code zum Zurücksetzen des Passworts lautet: \d{4} \d{4} \d{4}/);
    expect(mail.body).toContain("Gib ihn innerhalb von 15 Minuten auf");
    expect(mail.body).toContain('<html lang="de">');
    expect(mail.body).not.toContain("Your Res-pe password reset code");
  });

  it("mails a cook without a language setting in the language of the page that asked", async () => {
    const bea = await seedCook();
    await forgotPassword(
      jsonPost(`${BASE}/api/entry/forgotPassword`, { email: bea.email }, { ip: uniqueClientIp(), headers: { "accept-language": "fr-FR,fr;q=0.9,en;q=0.5" } }),
      undefined,
    );
    const mail = await mailTo(bea.email);
    expect(mail.subject).toBe("Votre code de réinitialisation du mot de passe Res-pe");
    expect(mail.body).toContain("dans les 15 minutes");
  });

  it("sends a German cook's password and email notices and codes in German", async () => {
    const carl = await seedCook();
    await speaks(carl, "de");
    const changed = await accountApi.changePassword(carl, { currentPassword: carl.password, newPassword: "eine ruhige Küche", confirmPassword: "eine ruhige Küche" });
    expect(changed.status).toBe(200);
    const notice = await mailTo(carl.email);
    expect(notice.subject).toBe("Dein Res-pe-Passwort wurde geändert");
    expect(notice.body).toContain(`Hallo ${carl.name},`);

    const dirk = await seedCook();
    await speaks(dirk, "de");
    const newEmail = `neu-${Date.now()}@example.com`;
    const asked = await accountApi.requestEmail(dirk, { newEmail, currentPassword: dirk.password });
    expect(asked.status).toBe(200);
    const code = await mailTo(newEmail);
    expect(code.subject).toBe("Bestätige deine neue E-Mail-Adresse bei Res-pe");
    expect(code.body).toMatch(/Dein Res-pe-Bestätigungscode lautet: \d{6}/);
  });

  it("tells an existing account's owner of a sign-up with their email in the owner's language", async () => {
    const dora = await seedCook();
    await speaks(dora, "es");
    const answer = await register(
      jsonPost(`${BASE}/api/entry/register`, { name: "Someone", email: dora.email, password: "another long secret", confirmPassword: "another long secret" }),
      undefined,
    );
    expect(answer.status).toBe(201);
    const mail = await mailTo(dora.email);
    expect(mail.subject).toBe("Alguien intentó registrarse con tu correo");
  });

  it("invites to a household in the invited cook's language, else the owner's", async () => {
    const owner = await seedCook({ name: "Ede" });
    await speaks(owner, "de");
    const french = await seedCook();
    await speaks(french, "fr");
    expect((await household.invite(owner, { email: french.email })).status).toBe(201);
    expect((await mailTo(french.email)).subject).toBe("Ede vous invite dans son foyer Res-pe");

    const stranger = `fremd-${Date.now()}@example.com`;
    expect((await household.invite(owner, { email: stranger })).status).toBe(201);
    const mail = await mailTo(stranger);
    expect(mail.subject).toBe("Ede lädt dich in einen Res-pe-Haushalt ein");
    expect(mail.body).toContain("Öffne diesen Link, während du angemeldet bist");
  });
});
