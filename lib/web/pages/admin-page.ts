import "server-only";
import { listCooks, siteFigures, type CookList, type SiteFigures } from "@/lib/account";
import { registrationMode } from "@/lib/auth";
import { lastBackup, type LastBackup } from "@/lib/platform/backup";
import { recentSecurityEvents, type SecurityEventRecord } from "@/lib/platform/security-events";
import type { RegistrationMode } from "@/lib/validations/admin";

type AdminPage = { figures: SiteFigures; lastBackup: LastBackup | null; registration: RegistrationMode; cooks: CookList; events: SecurityEventRecord[] };

/** What /admin shows: the site's figures and its last backup, who may sign up, a page of cooks, the latest security events. */
export async function adminPage(query: { q?: string; page?: number }): Promise<AdminPage> {
  const [figures, backup, registration, cooks, events] = await Promise.all([
    siteFigures(),
    lastBackup(),
    registrationMode(),
    listCooks(query),
    recentSecurityEvents(30),
  ]);
  return { figures, lastBackup: backup, registration, cooks, events };
}
