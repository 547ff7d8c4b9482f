import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { loadConfig, type MailSection } from "@/lib/config";
import { db } from "@/lib/database";

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
    const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
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

let mailer: Mailer | undefined;

export function sendMail(message: MailMessage): Promise<void> {
  mailer ??= createMailer(loadConfig().mail);
  return mailer.send(message);
}
