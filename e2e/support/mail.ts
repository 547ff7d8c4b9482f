import fs from "node:fs";
import { e2eMailFile } from "../../playwright.config";
import { readMail, type ReceivedMail } from "../../tests/support/smtp-sink";
import { expect } from "./fixtures";

function mailsTo(email: string): ReceivedMail[] {
  const lines = fs.existsSync(e2eMailFile) ? fs.readFileSync(e2eMailFile, "utf8").trim().split("\n") : [];
  return lines
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReceivedMail)
    .filter((mail) => mail.to.includes(email));
}

/** The raw text of the newest mail the loopback SMTP server received for `email` with this subject. */
export async function mailTo(email: string, subject: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(email)
          .filter((mail) => mail.raw.includes(`Subject: ${subject}`))
          .at(-1)?.raw;
        return Boolean(found);
      },
      { timeout: 10_000, message: `a mail "${subject}" to ${email}` },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit code of the newest email-change confirmation mailed to `email`. */
export async function emailChangeCodeMailedTo(email: string): Promise<string> {
  const raw = await mailTo(email, "Confirm your new Res-pe email");
  return /confirmation code is:?\s*(?:<[^>]*>\s*)*(\d{6})/.exec(raw)![1]!;
}

/** The newest mail to `email` whose subject, as its reader sees it (in any language), is `subject`: its decoded body. */
export async function readableMailTo(email: string, subject: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(email)
          .map(readMail)
          .filter((mail) => mail.subject === subject)
          .at(-1)?.body;
        return Boolean(found);
      },
      { timeout: 10_000, message: `a mail "${subject}" to ${email}` },
    )
    .toBe(true);
  return found!;
}
