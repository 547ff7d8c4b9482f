import { escapeHtml, type MailMessage } from "./mailer";

/**
 * Issue 32: an invite to share a household's plan, shopping list and pantry. The link carries the
 * single-use code: like a reset code, it is the recipient's alone (blanked in a production outbox).
 */
export function householdInviteMail({ to, from, link, validDays }: { to: string; from: string; link: string; validDays: number }): MailMessage {
  const lines = [
    "Hello,",
    `${from} invites you to their household on Res-pe: you would share the week's plan, the shopping list and the pantry.`,
    `Open this link while signed in to join (it works once, for ${validDays} days): ${link}`,
    "If you do not know them, ignore this email: nothing happens.",
  ];
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p>— Res-pe</p>
</body></html>`;
  return { to, subject: `${from} invites you to their Res-pe household`, text: [...lines, "— Res-pe"].join("\n\n"), html, secret: link };
}
