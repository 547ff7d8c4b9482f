import { translatorFor, type Locale } from "@/lib/platform/i18n";
import { escapeHtml, type MailMessage } from "./mailer";

/**
 * The account page's mails (issue 15): a notice to the account's address whenever its password
 * or email changes (so a cook learns of a change they did not make), and the code that proves a
 * new address. Every notice says what to do if it was not them. Each is written in the
 * recipient's language (issue 35: their setting, else the language of the request that sent it).
 */

/** A mail of plain paragraphs; `code`, when given, stands out after the greeting. */
function paragraphsMail({
  to,
  subject,
  paragraphs,
  locale,
  code,
}: {
  to: string;
  subject: string;
  paragraphs: string[];
  locale: Locale;
  code?: { line: string; heading: string; value: string };
}): MailMessage {
  const t = translatorFor(locale, "mails");
  const [greeting, ...rest] = paragraphs;
  const text = [greeting, ...(code ? [code.line] : []), ...rest, t("signature")].join("\n\n");
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<p>${escapeHtml(greeting!)}</p>
${code ? `<p>${escapeHtml(code.heading)}</p>\n<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(code.value)}</p>\n` : ""}${rest.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
<p>${escapeHtml(t("signature"))}</p>
</body></html>`;
  // A code is only the recipient's: blanked out in the outbox in production (lib/platform/mail/mailer.ts).
  return { to, subject, text, html, ...(code ? { secret: code.value } : {}) };
}

export function passwordChangedMail({ to, name, siteUrl, locale = "en" }: { to: string; name: string; siteUrl: string; locale?: Locale }): MailMessage {
  const t = translatorFor(locale, "mails");
  return paragraphsMail({
    to,
    locale,
    subject: t("passwordChangedSubject"),
    paragraphs: [t("hello", { name }), t("passwordChangedBody"), `${t("notYou")} ${siteUrl}/forgotPassword`],
  });
}

export function emailChangeCodeMail({
  to,
  name,
  code,
  validMinutes,
  locale = "en",
}: {
  to: string;
  name: string;
  code: string;
  validMinutes: number;
  locale?: Locale;
}): MailMessage {
  const t = translatorFor(locale, "mails");
  return paragraphsMail({
    to,
    locale,
    subject: t("emailCodeSubject"),
    paragraphs: [t("hello", { name }), t("emailCodeBody", { minutes: validMinutes }), t("emailCodeIgnore")],
    code: { line: t("confirmationCode", { code }), heading: t("confirmationCodeHeading"), value: code },
  });
}

export function emailChangedMail({
  to,
  name,
  newEmail,
  siteUrl,
  locale = "en",
}: {
  to: string;
  name: string;
  newEmail: string;
  siteUrl: string;
  locale?: Locale;
}): MailMessage {
  const t = translatorFor(locale, "mails");
  return paragraphsMail({
    to,
    locale,
    subject: t("emailChangedSubject"),
    paragraphs: [t("hello", { name }), t("emailChangedBody", { email: newEmail }), `${t("notYou")} ${siteUrl}/contactHome`],
  });
}

/** Sent instead of a code when the new address already has an account, so the answer reveals nothing. */
export function emailAlreadyUsedMail({ to, locale = "en" }: { to: string; locale?: Locale }): MailMessage {
  const t = translatorFor(locale, "mails");
  return paragraphsMail({
    to,
    locale,
    subject: t("emailUsedSubject"),
    paragraphs: [t("helloSomeone"), t("emailUsedBody"), t("emailUsedHint")],
  });
}
