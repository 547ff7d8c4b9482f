import { DELETE as deleteAccountRoute } from "@/app/api/account/route";
import { POST as confirmEmailRoute } from "@/app/api/account/email/confirm/route";
import { POST as requestEmailRoute } from "@/app/api/account/email/route";
import { POST as exportRoute } from "@/app/api/account/export/route";
import { PUT as nameRoute } from "@/app/api/account/name/route";
import { PUT as passwordRoute } from "@/app/api/account/password/route";
import { GET as protectedRoute } from "@/app/api/protected/route";
import { POST as login } from "@/app/api/entry/login/route";
import { db } from "@/lib/platform/database";
import { setSecurityEventSink } from "@/lib/platform/security-events/events";
import type { Cook } from "./accounts";
import { BASE, browserRequest, jsonPost, jsonRequest } from "./requests";

type Options = { headers?: Record<string, string>; origin?: string | null };

const send = (method: string, path: string, by: Cook | null, body: unknown, options: Options = {}) =>
  jsonRequest(method, `${BASE}${path}`, body, { ...options, headers: { ...by?.headers, ...options.headers } });

/** The account page's API through its real route handlers, as `by` (null: nobody signed in). */
export const accountApi = {
  rename: (by: Cook | null, body: unknown, options?: Options) => nameRoute(send("PUT", "/api/account/name", by, body, options), undefined),
  changePassword: (by: Cook | null, body: unknown, options?: Options) =>
    passwordRoute(send("PUT", "/api/account/password", by, body, options), undefined),
  requestEmail: (by: Cook | null, body: unknown, options?: Options) =>
    requestEmailRoute(send("POST", "/api/account/email", by, body, options), undefined),
  confirmEmail: (by: Cook | null, body: unknown, options?: Options) =>
    confirmEmailRoute(send("POST", "/api/account/email/confirm", by, body, options), undefined),
  exportData: (by: Cook | null, options: Options = {}) =>
    exportRoute(browserRequest("POST", `${BASE}/api/account/export`, undefined, { ...options, headers: { ...by?.headers, ...options.headers } }), undefined),
  remove: (by: Cook | null, body: unknown, options?: Options) => deleteAccountRoute(send("DELETE", "/api/account", by, body, options), undefined),
};

/** Whether a bearer token still opens a session. */
export async function tokenWorks(token: string): Promise<boolean> {
  const response = await protectedRoute(new Request(`${BASE}/api/protected`, { headers: { authorization: `Bearer ${token}` } }), undefined);
  return response.status === 200;
}

export async function loginStatus(email: string, password: string): Promise<number> {
  return (await login(jsonPost(`${BASE}/api/entry/login`, { email, password }), undefined)).status;
}

/** The account's row as stored (tests check what did and did not change). */
export function storedUser(email: string) {
  return db.user.findUnique({ where: { email } });
}

/** The mails the embedded outbox holds for an address, newest first. */
export function mailsTo(email: string) {
  return db.outboxMail.findMany({ where: { to: email }, orderBy: { createdAt: "desc" } });
}

/** Security event lines written while `run` runs, parsed. */
export async function securityEventsDuring(run: () => Promise<unknown>): Promise<Record<string, string>[]> {
  const lines: string[] = [];
  const restore = setSecurityEventSink((line) => lines.push(line));
  try {
    await run();
  } finally {
    restore();
  }
  return lines.map((line) => JSON.parse(line) as Record<string, string>);
}
