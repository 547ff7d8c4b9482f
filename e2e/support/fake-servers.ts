/**
 * The outside world of the end-to-end suite, in one process started by Playwright before the app
 * (playwright.config.ts):
 * - the mail server: a real SMTP server on loopback (the app's SMTP_URL points here); every
 *   message it receives is appended to a JSON-lines file the tests read;
 * - the language model: the OpenAI-compatible fake of tooling/fake-llm.ts on loopback, for the
 *   second app instance, whose AI_CHEF_ENDPOINT_URL points here.
 */
import fs from "node:fs";
import path from "node:path";
import { startSmtpSink } from "../../tests/support/smtp-sink";
import { startFakeLlm } from "../../tooling/fake-llm";
import { e2eModelBehaviour } from "./fake-llm-answers";

const smtpPort = Number(process.env.SMTP_SINK_PORT);
const mailFile = process.env.SMTP_SINK_FILE;
const llmPort = Number(process.env.FAKE_LLM_PORT);
if (!smtpPort || !mailFile || !llmPort) throw new Error("SMTP_SINK_PORT, SMTP_SINK_FILE and FAKE_LLM_PORT must be set.");

async function main() {
  fs.mkdirSync(path.dirname(mailFile!), { recursive: true });
  await startSmtpSink({ port: smtpPort, onMail: (mail) => fs.appendFileSync(mailFile!, `${JSON.stringify(mail)}\n`) });
  console.log(`SMTP sink listening on 127.0.0.1:${smtpPort}`);
  // Last: Playwright waits for this port, so both are listening once it answers.
  const { url } = await startFakeLlm({ behaviour: e2eModelBehaviour, port: llmPort });
  console.log(`Fake language model listening on ${url}`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
