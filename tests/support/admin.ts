import { POST as invitesRoute } from "@/app/api/admin/invites/route";
import { PUT as registrationRoute } from "@/app/api/admin/registration/route";
import { GET as siteRoute } from "@/app/api/admin/site/route";
import { POST as resetRoute } from "@/app/api/admin/users/[id]/password-reset/route";
import { DELETE as deleteRoute, PATCH as changeRoute } from "@/app/api/admin/users/[id]/route";
import { GET as usersRoute } from "@/app/api/admin/users/route";
import { db } from "@/lib/platform/database";
import { seedCook, type Cook } from "./accounts";
import { BASE, browserRequest, jsonRequest } from "./requests";

const headersOf = (by: Cook | null) => ({ headers: { ...by?.headers } });
const idContext = (id: string) => ({ params: Promise.resolve({ id }) });

/** A cook made an admin by role, as a test that needs one seeds it (never by being first). */
export async function seedAdmin(): Promise<Cook> {
  const admin = await seedCook({ name: "Site Admin" });
  await db.user.update({ where: { id: admin.id }, data: { role: "admin" } });
  return admin;
}

/** The admin API through its real route handlers, as `by` (null: nobody signed in). */
export const adminApi = {
  site: (by: Cook | null) => siteRoute(browserRequest("GET", `${BASE}/api/admin/site`, undefined, headersOf(by)), undefined),
  users: (by: Cook | null, query = "") => usersRoute(browserRequest("GET", `${BASE}/api/admin/users${query}`, undefined, headersOf(by)), undefined),
  setDisabled: (by: Cook | null, id: string, disabled: unknown) =>
    changeRoute(jsonRequest("PATCH", `${BASE}/api/admin/users/${id}`, { disabled }, headersOf(by)), idContext(id)),
  remove: (by: Cook | null, id: string) => deleteRoute(browserRequest("DELETE", `${BASE}/api/admin/users/${id}`, undefined, headersOf(by)), idContext(id)),
  sendReset: (by: Cook | null, id: string) =>
    resetRoute(browserRequest("POST", `${BASE}/api/admin/users/${id}/password-reset`, undefined, headersOf(by)), idContext(id)),
  setRegistration: (by: Cook | null, mode: unknown) => registrationRoute(jsonRequest("PUT", `${BASE}/api/admin/registration`, { mode }, headersOf(by)), undefined),
  invite: (by: Cook | null) => invitesRoute(browserRequest("POST", `${BASE}/api/admin/invites`, undefined, headersOf(by)), undefined),
};
