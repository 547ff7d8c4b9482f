import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { loadConfig, type MailSection } from "@/lib/platform/config";
import { db } from "@/lib/platform/database";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What only the recipient may read (a reset code): blanked out in the outbox in production. */
  secret?: string;
};

const BLANKED = "[code sent by email only]";

export type Mailer = { send(message: MailMessage): Promise<void> };

/**
 * The one way mail leaves Res-pe. With SMTP_URL it goes through that server; without it (the
 * embedded default, no network needed) it is kept in the database's outbox, and in development
 * its text is printed to the console so a developer can read a reset code. In production the
 * outbox never holds a secret in clear: reset codes then reach people only with SMTP_URL set
 * (the start says so).
 */
export function createMailer(config: MailSection): Mailer {
  if (config.smtpUrl) {
    // Bounded waits: a mail server that hangs must not hold a connection (and the work that
    // sends the mail) for nodemailer's default of minutes.
    const transport: Transporter = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send({ to, subject, text, html }) {
        await transport.sendMail({ from: config.from, to, subject, text, html });
      },
    };
  }
  return {
    async send({ secret, ...message }) {
      const blank = (text: string) => (secret && config.redactOutbox ? text.replaceAll(secret, BLANKED) : text);
      await db.outboxMail.create({ data: { ...message, text: blank(message.text), html: blank(message.html) } });
      if (config.printOutbox) {
        console.info(`[mail] To: ${message.to}\n[mail] Subject: ${message.subject}\n${message.text}`);
      }
    },
  };
}

// Process-wide, like the session checks: Next bundles each route separately.
const processWide = globalThis as { __resPeMailer?: Mailer };

export function sendMail(message: MailMessage): Promise<void> {
  processWide.__resPeMailer ??= createMailer(loadConfig().mail);
  return processWide.__resPeMailer.send(message);
}

/** Tests send the app's mail somewhere else (an SMTP server of theirs); returns the way back. */
export function replaceMailer(replacement: Mailer): () => void {
  const previous = processWide.__resPeMailer;
  processWide.__resPeMailer = replacement;
  return () => {
    processWide.__resPeMailer = previous;
  };
}

/** Text put into a mail's HTML part (a name, a URL): never markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
