import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; raw: string };

/** A real SMTP server on loopback that keeps what it receives, for tests of outgoing mail. */
export async function startSmtpSink({
  port = 0,
  onMail,
}: { port?: number; onMail?: (mail: ReceivedMail) => void } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        received.push(mail);
        onMail?.(mail);
        callback();
      });
    },
  });
  const listening = await new Promise<number>((resolve) => {
    server.listen(port, "127.0.0.1", () => resolve((server.server.address() as { port: number }).port));
  });
  return {
    url: `smtp://127.0.0.1:${listening}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
