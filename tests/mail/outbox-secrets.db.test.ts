import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseConfig } from "@/lib/platform/config/app-config";
import { db } from "@/lib/platform/database";
import { passwordResetMail } from "@/lib/platform/mail";
import { createMailer } from "@/lib/platform/mail/mailer";

/** Without SMTP, mail waits in the OutboxMail table: in production never with a reset code in clear. */
const resetMail = (to: string) =>
  passwordResetMail({ to, name: "Ada", code: "482915", validMinutes: 15, siteUrl: "https://res-pe.example" });

describe("the outbox", () => {
  it("keeps a reset code only blanked out in production", async () => {
    const to = `outbox-${randomUUID()}@example.com`;
    const { mail } = parseConfig({ NODE_ENV: "production", SITE_URL: "https://res-pe.example", AUTH_SECRET: "x".repeat(40) });
    expect(mail.redactOutbox).toBe(true);
    await createMailer(mail).send(resetMail(to));
    const stored = await db.outboxMail.findFirstOrThrow({ where: { to } });
    expect(stored.subject).toBe("Your Res-pe password reset code");
    expect(stored.text).not.toContain("482915");
    expect(stored.html).not.toContain("482915");
    expect(stored.text).toContain("[code sent by email only]");
  });

  it("keeps it readable outside production (tests, a developer's machine)", async () => {
    const to = `outbox-${randomUUID()}@example.com`;
    const { mail } = parseConfig({ NODE_ENV: "test" });
    await createMailer(mail).send(resetMail(to));
    expect((await db.outboxMail.findFirstOrThrow({ where: { to } })).text).toContain("482915");
  });
});
