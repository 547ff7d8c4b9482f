import { escapeHtml, type MailMessage } from "./mailer";

/** The reset-code email, in plain text and HTML. */
export function passwordResetMail({
  to,
  name,
  code,
  validMinutes,
  siteUrl,
}: {
  to: string;
  name: string;
  code: string;
  validMinutes: number;
  siteUrl: string;
}): MailMessage {
  const changeUrl = `${siteUrl}/changePassword`;
  const text = [
    `Hello ${name},`,
    "",
    `Your Res-pe password reset code is: ${code}`,
    "",
    `Enter it on ${changeUrl} within ${validMinutes} minutes. It works once.`,
    "If you did not ask to reset your password, ignore this email: your password stays the same.",
    "",
    "— Res-pe",
  ].join("\n");
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<p>Hello ${escapeHtml(name)},</p>
<p>Your Res-pe password reset code is:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>
<p>Enter it on <a href="${escapeHtml(changeUrl)}">${escapeHtml(changeUrl)}</a> within ${validMinutes} minutes. It works once.</p>
<p>If you did not ask to reset your password, ignore this email: your password stays the same.</p>
<p>— Res-pe</p>
</body></html>`;
  return { to, subject: "Your Res-pe password reset code", text, html, secret: code };
}
