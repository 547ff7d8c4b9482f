import { translatorFor, type Locale } from "@/lib/platform/i18n";
import { escapeHtml, type MailMessage } from "./mailer";

/**
 * Sent instead of a second account when someone signs up with an email that has one: the sign-up
 * answers as if it worked (nobody learns which emails have accounts), and the owner hears of it,
 * in the owner's language (issue 35).
 */
export function accountExistsMail({ to, name, siteUrl, locale = "en" }: { to: string; name: string; siteUrl: string; locale?: Locale }): MailMessage {
  const t = translatorFor(locale, "mails");
  const text = [
    t("hello", { name }),
    "",
    t("accountExistsBody"),
    t("accountExistsIfYou", { loginUrl: `${siteUrl}/login`, resetUrl: `${siteUrl}/forgotPassword` }),
    t("accountExistsIfNotYou"),
    "",
    t("signature"),
  ].join("\n");
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933">
${text
  .split("\n")
  .filter(Boolean)
  .map((line) => `<p>${escapeHtml(line)}</p>`)
  .join("\n")}
</body></html>`;
  return { to, subject: t("accountExistsSubject"), text, html };
}
