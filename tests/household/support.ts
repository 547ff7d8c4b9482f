import { GET as householdRoute } from "@/app/api/household/route";
import { POST as inviteRoute } from "@/app/api/household/invites/route";
import { DELETE as revokeRoute } from "@/app/api/household/invites/[id]/route";
import { GET as previewRoute, POST as joinRoute } from "@/app/api/household/join/route";
import { POST as leaveRoute } from "@/app/api/household/leave/route";
import { DELETE as removeRoute } from "@/app/api/household/members/[id]/route";
import { POST as ownerRoute } from "@/app/api/household/owner/route";
import { GET as eventsRoute } from "@/app/api/household/events/route";
import { GET as readListRoute } from "@/app/api/shopping/route";
import { POST as addItemRoute } from "@/app/api/shopping/items/route";
import { DELETE as removeItemRoute, PATCH as checkRoute } from "@/app/api/shopping/items/[id]/route";
import { GET as readPlanRoute, POST as planRoute } from "@/app/api/plan/route";
import { DELETE as unplanRoute, PATCH as replanRoute } from "@/app/api/plan/[id]/route";
import { GET as readPantryRoute, PUT as pantryRoute } from "@/app/api/pantry/route";
import { PAGE_HEADER } from "@/config/household";
import { BASE, browserRequest, jsonRequest } from "../support/requests";
import type { Cook } from "../support/accounts";

/** The household's routes and the shared lists' routes, called as a browser would call them. */
const h = (by: Cook, extra: Record<string, string> = {}) => ({ headers: { ...by.headers, ...extra } });
const id = (value: string) => ({ params: Promise.resolve({ id: value }) });

export const household = {
  read: (by: Cook) => householdRoute(browserRequest("GET", `${BASE}/api/household`, undefined, h(by)), undefined),
  invite: (by: Cook, body: unknown = {}) => inviteRoute(jsonRequest("POST", `${BASE}/api/household/invites`, body, h(by)), undefined),
  revoke: (by: Cook, invite: string) => revokeRoute(browserRequest("DELETE", `${BASE}/api/household/invites/${invite}`, undefined, h(by)), id(invite)),
  preview: (by: Cook, code: string) => previewRoute(browserRequest("GET", `${BASE}/api/household/join?code=${encodeURIComponent(code)}`, undefined, h(by)), undefined),
  join: (by: Cook, code: string, choice: "merge" | "discard") => joinRoute(jsonRequest("POST", `${BASE}/api/household/join`, { code, choice }, h(by)), undefined),
  leave: (by: Cook) => leaveRoute(browserRequest("POST", `${BASE}/api/household/leave`, undefined, h(by)), undefined),
  remove: (by: Cook, member: string) => removeRoute(browserRequest("DELETE", `${BASE}/api/household/members/${member}`, undefined, h(by)), id(member)),
  handOver: (by: Cook, memberId: string) => ownerRoute(jsonRequest("POST", `${BASE}/api/household/owner`, { memberId }, h(by)), undefined),
  /** `after`: the newest change the page showed when it was read (`?after=`); `household`: the household it was read for. */
  events: (by: Cook, signal: AbortSignal, lastEventId?: string, page?: string, after?: string, household?: string) => {
    const query = new URLSearchParams({ ...(page ? { page } : {}), ...(after !== undefined ? { after } : {}), ...(household ? { household } : {}) });
    return eventsRoute(
      new Request(browserRequest("GET", `${BASE}/api/household/events${query.size ? `?${query}` : ""}`, undefined, h(by, lastEventId ? { "last-event-id": lastEventId } : {})), { signal }),
      undefined,
    );
  },
};

type Item = { id: string; text: string; checked: boolean };
export const shop = {
  items: async (by: Cook) => ((await (await readListRoute(browserRequest("GET", `${BASE}/api/shopping`, undefined, h(by)), undefined)).json()) as { items: Item[] }).items,
  add: (by: Cook, text: string) => addItemRoute(jsonRequest("POST", `${BASE}/api/shopping/items`, { text }, h(by)), undefined),
  /** `page`: the open page that ticks it (the header every page's changes carry). */
  check: (by: Cook, item: string, checked = true, page?: string) =>
    checkRoute(jsonRequest("PATCH", `${BASE}/api/shopping/items/${item}`, { checked }, h(by, page ? { [PAGE_HEADER]: page } : {})), id(item)),
  remove: (by: Cook, item: string, at?: number) =>
    removeItemRoute(browserRequest("DELETE", `${BASE}/api/shopping/items/${item}${at === undefined ? "" : `?at=${at}`}`, undefined, h(by)), id(item)),
  /** A change as the offline queue sends it: `{ checked?, text?, at }`. */
  change: (by: Cook, item: string, body: Record<string, unknown>) => checkRoute(jsonRequest("PATCH", `${BASE}/api/shopping/items/${item}`, body, h(by)), id(item)),
};

type Planned = { id: string; day: string; recipe: { id: string } };
export const plan = {
  meals: async (by: Cook) => ((await (await readPlanRoute(browserRequest("GET", `${BASE}/api/plan?from=2027-01-04`, undefined, h(by)), undefined)).json()) as { meals: Planned[] }).meals,
  add: (by: Cook, day = "2027-01-05") => planRoute(jsonRequest("POST", `${BASE}/api/plan`, { mealId: "10005", day, slot: "dinner", servings: 2 }, h(by)), undefined),
  change: (by: Cook, planned: string) => replanRoute(jsonRequest("PATCH", `${BASE}/api/plan/${planned}`, { servings: 3 }, h(by)), id(planned)),
  remove: (by: Cook, planned: string) => unplanRoute(browserRequest("DELETE", `${BASE}/api/plan/${planned}`, undefined, h(by)), id(planned)),
};

export const pantry = {
  items: async (by: Cook) => ((await (await readPantryRoute(browserRequest("GET", `${BASE}/api/pantry`, undefined, h(by)), undefined)).json()) as { items: string[] }).items,
  save: (by: Cook, items: string[]) => pantryRoute(jsonRequest("PUT", `${BASE}/api/pantry`, { items }, h(by)), undefined),
};

export async function json<T = Record<string, unknown>>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** Makes an invite as `owner` and joins it as `joiner` (merge); answers the join's answer. */
export async function joined(owner: Cook, joiner: Cook, choice: "merge" | "discard" = "merge") {
  const invite = await json<{ code: string }>(await household.invite(owner), 201);
  return json<{ planned: number; shopping: number; pantry: number; members: string[] }>(await household.join(joiner, invite.code, choice));
}

/** Reads an event stream's frames as they come: `next()` waits for the next whole frame (or null at its end). */
export function frames(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return async function next(): Promise<{ event?: string; id?: string; data?: string } | null> {
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields: Record<string, string> = {};
        for (const line of frame.split("\n")) {
          if (line.startsWith(":") || !line.includes(":")) continue;
          const at = line.indexOf(":");
          fields[line.slice(0, at)] = line.slice(at + 1).trim();
        }
        if (!fields.event && !fields.data) continue;
        return fields;
      }
      const { done, value } = await reader.read();
      if (done) return null;
      buffer += decoder.decode(value, { stream: true });
    }
  };
}
