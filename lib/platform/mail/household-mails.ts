import { translatorFor, type Locale } from "@/lib/platform/i18n";
import { escapeHtml, type MailMessage } from "./mailer";

/**
 * Issue 32: an invite to share a household's plan, shopping list and pantry. The link carries the
 * single-use code: like a reset code, it is the recipient's alone (blanked in a production outbox).
 * Issue 35: in the recipient's language when they have an account, else the inviting owner's.
 */
export function householdInviteMail({
  to,
  from,
  link,
  validDays,
  locale = "en",
}: {
  to: string;
  from: string;
  link: string;
  validDays: number;
  locale?: Locale;
}): MailMessage {
  const t = translatorFor(locale, "mails");
  const lines = [t("helloSomeone"), t("inviteBody", { from }), t("inviteOpen", { days: validDays, link }), t("inviteUnknown")];
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p>${escapeHtml(t("signature"))}</p>
</body></html>`;
  return { to, subject: t("inviteSubject", { from }), text: [...lines, t("signature")].join("\n\n"), html, secret: link };
}
