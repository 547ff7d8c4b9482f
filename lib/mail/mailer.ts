import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { loadConfig, type MailSection } from "@/lib/config";
import { db } from "@/lib/database";

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = { send(message: MailMessage): Promise<void> };


/**
 * The one way mail leaves Res-pe. With SMTP_URL it goes through that server; without it (the
 * embedded default, no network needed) it is kept in the database's outbox, and in development
 * its text is printed to the console so a developer can read a reset code.
 */
export function createMailer(config: MailSection): Mailer {
  if (config.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.from, ...message });
      },
    };
  }
  return {
    async send(message) {
      await db.outboxMail.create({ data: message });
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
