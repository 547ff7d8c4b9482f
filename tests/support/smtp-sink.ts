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

/** A received mail as its reader sees it: the subject's encoded words and the body's quoted-printable undone. */
export function readMail(mail: ReceivedMail): { subject: string; body: string } {
  const [head = "", ...rest] = mail.raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const rawSubject = /^Subject: (.*)$/im.exec(unfolded)?.[1] ?? "";
  const subject = rawSubject
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_all, kind: string, text: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : quotedPrintable(text.replace(/_/g, " ")),
    );
  return { subject, body: quotedPrintable(rest.join("\n\n").replace(/=\r?\n/g, "")) };
}

function quotedPrintable(text: string): string {
  return Buffer.from(text.replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8");
}
