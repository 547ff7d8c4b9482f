import { escapeHtml, type MailMessage } from "./mailer";

/**
 * The account page's mails (issue 15): a notice to the account's address whenever its password
 * or email changes (so a cook learns of a change they did not make), and the code that proves a
 * new address. Every notice says what to do if it was not them.
 */

const NOT_YOU = "If this was not you, reset your password at once with “Forgot password?” on the login page, and contact us.";

/** A mail of plain paragraphs; `code`, when given, stands out after the greeting. */
function mail(to: string, subject: string, paragraphs: string[], code?: string): MailMessage {
  const [greeting, ...rest] = paragraphs;
  const text = [greeting, ...(code ? [`Your Res-pe confirmation code is: ${code}`] : []), ...rest, "— Res-pe"].join("\n\n");
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<p>${escapeHtml(greeting!)}</p>
${code ? `<p>Your Res-pe confirmation code is:</p>\n<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>\n` : ""}${rest.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
<p>— Res-pe</p>
</body></html>`;
  // A code is only the recipient's: blanked out in the outbox in production (lib/platform/mail/mailer.ts).
  return { to, subject, text, html, ...(code ? { secret: code } : {}) };
}

export function passwordChangedMail({ to, name, siteUrl }: { to: string; name: string; siteUrl: string }): MailMessage {
  return mail(to, "Your Res-pe password was changed", [
    `Hello ${name},`,
    "The password of your Res-pe account was just changed on your account page. Every other browser and app signed in to your account has been signed out.",
    `${NOT_YOU} ${siteUrl}/forgotPassword`,
  ]);
}

export function emailChangeCodeMail({ to, name, code, validMinutes }: { to: string; name: string; code: string; validMinutes: number }): MailMessage {
  return mail(
    to,
    "Confirm your new Res-pe email",
    [
      `Hello ${name},`,
      `Enter this code on your Res-pe account page within ${validMinutes} minutes to make this your account's email. It works once.`,
      "If you did not ask for this, ignore this email: nothing changes.",
    ],
    code,
  );
}

export function emailChangedMail({ to, name, newEmail, siteUrl }: { to: string; name: string; newEmail: string; siteUrl: string }): MailMessage {
  return mail(to, "Your Res-pe email was changed", [
    `Hello ${name},`,
    `Your Res-pe account now uses the email ${newEmail}. This address will no longer receive its mail, and you log in with the new one.`,
    `${NOT_YOU} ${siteUrl}/contactHome`,
  ]);
}

/** Sent instead of a code when the new address already has an account, so the answer reveals nothing. */
export function emailAlreadyUsedMail({ to }: { to: string }): MailMessage {
  return mail(to, "Someone tried to use your email on Res-pe", [
    "Hello,",
    "Someone asked to move another Res-pe account to this email address. It already has an account, so nothing was changed.",
    "If this was you, log in with this address instead. Otherwise you can ignore this email.",
  ]);
}
