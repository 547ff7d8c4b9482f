import { DELETE as revokeRoute } from "@/app/api/account/api-keys/[id]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/account/api-keys/route";
import { GET as mealDbRoute } from "@/app/api/json/v1/[key]/[endpoint]/route";
import type { Cook } from "./accounts";
import { BASE, browserRequest, jsonRequest } from "./requests";

type Options = { origin?: string | null };

export type CreatedKey = { id: string; name: string; prefix: string; createdAt: string; lastUsedAt: string | null; key: string };

/** The key routes of /account through their real handlers, as `by` (null: nobody signed in). */
export const keysApi = {
  list: (by: Cook | null) => listRoute(browserRequest("GET", `${BASE}/api/account/api-keys`, undefined, { headers: { ...by?.headers } }), undefined),
  create: (by: Cook | null, body: unknown, options: Options = {}) =>
    createRoute(jsonRequest("POST", `${BASE}/api/account/api-keys`, body, { ...options, headers: { ...by?.headers } }), undefined),
  revoke: (by: Cook | null, id: string, options: Options = {}) =>
    revokeRoute(browserRequest("DELETE", `${BASE}/api/account/api-keys/${id}`, undefined, { ...options, headers: { ...by?.headers } }), {
      params: Promise.resolve({ id }),
    }),
};

/** A new key of `by`'s, made through the real route. */
export async function createdKey(by: Cook, name = "Test app"): Promise<CreatedKey> {
  const response = await keysApi.create(by, { name });
  if (response.status !== 201) throw new Error(`creating a key failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { key: CreatedKey }).key;
}

/**
 * GET /api/json/v1/<key>/<pathAndQuery> through the real handler, as a non-browser client sends
 * it (no cookie, no origin). `pathAndQuery` is used as written: "search.php?s=spicy%20soup".
 */
export function mealDbGet(key: string, pathAndQuery: string, headers: Record<string, string> = {}) {
  const url = new URL(`${BASE}/api/json/v1/${key}/${pathAndQuery}`);
  const endpoint = decodeURIComponent(url.pathname.split("/").at(-1) ?? "");
  return mealDbRoute(browserRequest("GET", url.href, undefined, { origin: null, headers }), {
    params: Promise.resolve({ key: decodeURIComponent(url.pathname.split("/").at(-2) ?? ""), endpoint }),
  });
}
