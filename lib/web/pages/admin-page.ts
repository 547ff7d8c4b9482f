import "server-only";
import { listCooks, siteFigures, type CookList, type SiteFigures } from "@/lib/account";
import { registrationMode } from "@/lib/auth";
import { recentSecurityEvents, type SecurityEventRecord } from "@/lib/platform/security-events";
import type { RegistrationMode } from "@/lib/validations/admin";

type AdminPage = { figures: SiteFigures; registration: RegistrationMode; cooks: CookList; events: SecurityEventRecord[] };

/** What /admin shows: the site's figures, who may sign up, a page of cooks, the latest security events. */
export async function adminPage(query: { q?: string; page?: number }): Promise<AdminPage> {
  const [figures, registration, cooks] = await Promise.all([siteFigures(), registrationMode(), listCooks(query)]);
  return { figures, registration, cooks, events: recentSecurityEvents(30) };
}
