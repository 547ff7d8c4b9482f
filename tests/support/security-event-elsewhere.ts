/**
 * Run as its own process by tests/security-events/stored-log.db.test.ts (`tsx` with the test's
 * DATABASE_URL): one security event from another server process, stored before it exits.
 */
import { securityEvent } from "@/lib/platform/security-events";
import { securityEventsStored } from "@/lib/platform/security-events/store";

securityEvent("login_failed", { email: process.argv[2] ?? "someone@example.com", address: "203.0.113.9", reason: "wrong_password" });
void securityEventsStored().then(() => process.exit(0));
