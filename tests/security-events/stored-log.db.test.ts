import { spawn } from "node:child_process";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/platform/database";
import { securityEvent, setSecurityEventSink } from "@/lib/platform/security-events/events";
import { keepSecurityEvents, recentSecurityEvents, securityEventsStored } from "@/lib/platform/security-events/store";

/**
 * Issue 34: /admin's security log is stored, so it outlives the process that wrote it and every
 * server process of a cluster shows the same events; it stays bounded.
 */
let restoreLines: () => void;
beforeAll(() => {
  restoreLines = setSecurityEventSink(() => {});
});
afterAll(() => restoreLines());
afterEach(async () => {
  await securityEventsStored();
  await db.securityEvent.deleteMany();
});

/** Another process (as another server worker, or the server before a restart) logs one event and exits. */
function eventFromAnotherProcess(email: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("node_modules/.bin/tsx", ["tests/support/security-event-elsewhere.ts", email], { env: process.env, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}: ${errors}`))));
  });
}

describe("the stored security log", () => {
  it("shows an event another process logged, after that process has ended, with the email masked", async () => {
    await eventFromAnotherProcess("priya@example.com");
    const events = await recentSecurityEvents(10);
    expect(events).toEqual([expect.objectContaining({ security: "login_failed", email: "p***@example.com", address: "203.0.113.9", reason: "wrong_password" })]);
    expect(JSON.stringify(events)).not.toContain("priya");
  }, 60_000);

  it("shows this process's and another's events together, newest first", async () => {
    securityEvent("admin_cook_disabled", { userId: "admin-1", targetUserId: "cook-1" });
    await securityEventsStored();
    await eventFromAnotherProcess("sam@example.com");
    securityEvent("admin_cook_enabled", { userId: "admin-1", targetUserId: "cook-1" });
    await securityEventsStored();
    const events = await recentSecurityEvents(10);
    expect(events.map((event) => event.security)).toEqual(["admin_cook_enabled", "login_failed", "admin_cook_disabled"]);
    expect(events[2]).toMatchObject({ userId: "admin-1", targetUserId: "cook-1" });
  }, 60_000);

  it("keeps only the newest events once past its size", async () => {
    const restore = keepSecurityEvents(5, 3);
    try {
      for (let index = 0; index < 12; index++) {
        securityEvent("login_failed", { reason: `attempt_${index}` });
        // Separate writes, as separate requests make them.
        await securityEventsStored();
      }
    } finally {
      restore();
    }
    const stored = await db.securityEvent.count();
    expect(stored).toBeLessThanOrEqual(5 + 2);
    const newest = await recentSecurityEvents(5);
    expect(newest.map((event) => event.reason)).toEqual(["attempt_11", "attempt_10", "attempt_9", "attempt_8", "attempt_7"]);
  });

  it("does not keep the request waiting, and a write that fails fails no one", async () => {
    const calls: string[] = [];
    const restoreSink = setSecurityEventSink((line) => calls.push(line));
    // The table out of the way, as a database that refuses writes would be.
    await db.$executeRawUnsafe(`ALTER TABLE "SecurityEvent" RENAME TO "SecurityEventAside"`);
    let reported: string[] = [];
    const failures = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      securityEvent("login_failed", { reason: "while_broken" });
      // The line is written at once; the row only after this turn of the event loop.
      expect(calls).toHaveLength(1);
      await securityEventsStored();
    } finally {
      restoreSink();
      reported = failures.mock.calls.flat().map(String);
      failures.mockRestore();
      await db.$executeRawUnsafe(`ALTER TABLE "SecurityEventAside" RENAME TO "SecurityEvent"`);
    }
    expect(reported).toEqual([expect.stringContaining("Security events could not be stored")]);
    securityEvent("login_failed", { reason: "after" });
    await securityEventsStored();
    expect((await recentSecurityEvents(5)).map((event) => event.reason)).toEqual(["after"]);
  });
});
