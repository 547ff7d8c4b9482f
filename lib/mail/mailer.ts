import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { loadServerConfig, type ServerConfig } from "@/lib/config/server-config";
import { db } from "@/lib/db";

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = { send(message: MailMessage): Promise<void> };

type MailerConfig = Pick<ServerConfig, "smtpUrl" | "mailFrom" | "nodeEnv">;

/**
 * The one way mail leaves Res-pe. With SMTP_URL it goes through that server; without it (the
 * embedded default, no network needed) it is kept in the database's outbox, and in development
 * its text is printed to the console so a developer can read a reset code.
 */
export function createMailer(config: MailerConfig): Mailer {
  if (config.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
    };
  }
  return {
    async send(message) {
      await db.outboxMail.create({ data: message });
      if (config.nodeEnv === "development") {
        console.info(`[mail] To: ${message.to}\n[mail] Subject: ${message.subject}\n${message.text}`);
      }
    },
  };
}

let mailer: Mailer | undefined;

export function sendMail(message: MailMessage): Promise<void> {
  mailer ??= createMailer(loadServerConfig());
  return mailer.send(message);
}
