import { escapeHtml, type MailMessage } from "./mailer";

/**
 * Sent instead of a second account when someone signs up with an email that has one: the sign-up
 * answers as if it worked (nobody learns which emails have accounts), and the owner hears of it.
 */
export function accountExistsMail({ to, name, siteUrl }: { to: string; name: string; siteUrl: string }): MailMessage {
  const text = [
    `Hello ${name},`,
    "",
    "Someone just tried to sign up to Res-pe with this email address, which already has an account.",
    `If it was you: log in at ${siteUrl}/login, or reset your password at ${siteUrl}/forgotPassword.`,
    "If it was not you, nothing changed: you can ignore this email.",
    "",
    "— Res-pe",
  ].join("\n");
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933">
${text
  .split("\n")
  .filter(Boolean)
  .map((line) => `<p>${escapeHtml(line)}</p>`)
  .join("\n")}
</body></html>`;
  return { to, subject: "Someone tried to sign up with your email", text, html };
}
