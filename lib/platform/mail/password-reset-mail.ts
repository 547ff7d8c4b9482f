import { translatorFor, type Locale } from "@/lib/platform/i18n";
import { escapeHtml, type MailMessage } from "./mailer";

/** The reset-code email, in plain text and HTML, in the recipient's language (issue 35). */
export function passwordResetMail({
  to,
  name,
  code,
  validMinutes,
  siteUrl,
  locale = "en",
}: {
  to: string;
  name: string;
  code: string;
  validMinutes: number;
  siteUrl: string;
  locale?: Locale;
}): MailMessage {
  const t = translatorFor(locale, "mails");
  const changeUrl = `${siteUrl}/changePassword`;
  const enter = t("resetEnter", { url: changeUrl, minutes: validMinutes });
  const text = [t("hello", { name }), "", t("resetCode", { code }), "", enter, t("resetIgnore"), "", t("signature")].join("\n");
  // The address is a link in the HTML part: the sentence is escaped, then its address replaced.
  const link = `<a href="${escapeHtml(changeUrl)}">${escapeHtml(changeUrl)}</a>`;
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<p>${escapeHtml(t("hello", { name }))}</p>
<p>${escapeHtml(t("resetCodeHeading"))}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(code)}</p>
<p>${escapeHtml(enter).replace(escapeHtml(changeUrl), link)}</p>
<p>${escapeHtml(t("resetIgnore"))}</p>
<p>${escapeHtml(t("signature"))}</p>
</body></html>`;
  return { to, subject: t("resetSubject"), text, html, secret: code };
}
