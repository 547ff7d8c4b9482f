import net from "node:net";
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as forgotPassword } from "@/app/api/entry/forgotPassword/route";
import { afterAnswerSettled } from "@/lib/auth/after-answer";
import { createMailer, replaceMailer } from "@/lib/platform/mail/mailer";
import { freePort } from "@/tooling/processes";
import { seedCook } from "../support/accounts";
import { BASE, jsonPost } from "../support/requests";
import { startSmtpSink } from "../support/smtp-sink";

const forgot = (email: string) => forgotPassword(jsonPost(`${BASE}/api/entry/forgotPassword`, { email }), undefined);
const mailerFor = (smtpUrl: string) => createMailer({ smtpUrl, from: "Res-pe <no-reply@res-pe.example>", printOutbox: false });

/** A mail server that accepts connections and then says nothing, ever. */
async function startSilentSmtp() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    connections: () => sockets.size,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** What a client can observe of an answer. */
async function seen(response: Response) {
  return { status: response.status, type: response.headers.get("content-type"), body: await response.text() };
}

// Issue 15, finding 7: known emails waited for a database transaction and the mail server
// (an SMTP failure was a 500 for them only), which told anyone which emails have an account.
describe("POST /api/entry/forgotPassword answers first and mails after", () => {
  let restoreMailer: (() => void) | undefined;
  afterEach(async () => {
    await afterAnswerSettled();
    restoreMailer?.();
    vi.restoreAllMocks();
  });

  it("answers a real account while its mail server hangs: the mail is still being sent", async () => {
    const silent = await startSilentSmtp();
    restoreMailer = replaceMailer(mailerFor(silent.url));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const account = await seedCook();
    let mailDone = false;

    const answer = await seen(await forgot(account.email));
    void afterAnswerSettled().then(() => (mailDone = true));
    expect(answer.status).toBe(200);
    // The answer is here and the mail is not: the server has not even greeted yet.
    await expect.poll(() => silent.connections()).toBe(1);
    expect(mailDone).toBe(false);

    await silent.close();
    await afterAnswerSettled();
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^A password-reset mail failed: /));
  });

  it("gives the same status, type and body for known and unknown emails, with the mail server up or down", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const sink = await startSmtpSink();
    const down = `smtp://127.0.0.1:${await freePort()}`;
    const answers = [];
    try {
      for (const smtpUrl of [sink.url, down]) {
        restoreMailer?.();
        restoreMailer = replaceMailer(mailerFor(smtpUrl));
        const account = await seedCook();
        answers.push(await seen(await forgot(account.email)));
        answers.push(await seen(await forgot(`nobody-${randomUUID()}@example.com`)));
        await afterAnswerSettled();
      }
      expect(sink.received).toHaveLength(1);
    } finally {
      await sink.close();
    }
    expect(answers[0]).toEqual({
      status: 200,
      type: "application/json",
      body: JSON.stringify({
        message: "If an account exists for this email, we have sent it a 12-digit reset code. It is valid for 15 minutes.",
      }),
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/^A password-reset mail failed: .*ECONNREFUSED/));
  });
});
