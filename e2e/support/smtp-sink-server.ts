/**
 * The end-to-end suite's mail server: a real SMTP server on loopback (started by Playwright next
 * to the app, which gets SMTP_URL pointing here). Every message it receives is appended to a
 * JSON-lines file the tests read.
 */
import fs from "node:fs";
import path from "node:path";
import { startSmtpSink } from "../../tests/support/smtp-sink";

const port = Number(process.env.SMTP_SINK_PORT);
const file = process.env.SMTP_SINK_FILE;
if (!port || !file) throw new Error("SMTP_SINK_PORT and SMTP_SINK_FILE must be set.");

fs.mkdirSync(path.dirname(file), { recursive: true });
void startSmtpSink({ port, onMail: (mail) => fs.appendFileSync(file, `${JSON.stringify(mail)}\n`) }).then(() =>
  console.log(`SMTP sink listening on 127.0.0.1:${port}`),
);
