/**
 * Names and rules the service worker (app/sw.ts) and the pages share. Caches holding anything
 * personal are listed in PERSONAL_CACHES: a session ending, or another cook signing in on the
 * same browser, drops them.
 */
export const OFFLINE_PAGE = "/offline";
export const WORKER_URL = "/serwist/sw.js";

export const PAGES_CACHE = "res-pe-pages";
export const PICTURES_CACHE = "res-pe-pictures";
export const STATIC_CACHE = "res-pe-static";
export const PERSONAL_CACHES = [PAGES_CACHE, PICTURES_CACHE] as const;

/** What a cook reads in the supermarket or the kitchen: fetched ahead whenever they are online. */
export const WARM_PAGES = ["/saved", "/plan", "/shopping"] as const;

/** Pages never kept for reading offline: the account's details are not for the next person on a shared device. */
const NEVER_KEPT = ["/account"] as const;

export function isKeptOffline(pathname: string): boolean {
  return !NEVER_KEPT.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Pages the server shows only to a visitor who is not signed in (a signed-in cook is sent on):
 * when one answers, nobody is signed in on this browser any more, however the session ended
 * (logged out, expired, ended from another device, the account deleted), so no cook's kept
 * pages may stay.
 */
const SIGNED_OUT_PAGES = ["/login", "/signup"] as const;

export function isSignedOutPage(pathname: string): boolean {
  return (SIGNED_OUT_PAGES as readonly string[]).includes(pathname);
}

/**
 * Sent with every answer that ends a session (logging out, next-auth's sign-out, deleting the
 * account): the browser itself drops what this site kept (pages, pictures, unsent changes, the
 * worker), with or without our scripts running.
 */
export const CLEAR_SITE_DATA = { name: "Clear-Site-Data", value: '"cache", "storage"' } as const;

/** The offline queue's IndexedDB database (components/offline/queue.ts). */
export const OFFLINE_QUEUE_DB = "res-pe-offline";

/**
 * Who the cook is that this browser last saw signed in (components/offline/kitchen-offline.tsx):
 * whose pages the caches hold, and the only cook whose queued changes may be sent.
 */
export const OWNER_KEY = "res-pe-offline-owner";
/** When the worker last fetched the kitchen ahead (ms). */
export const KEPT_AT_KEY = "res-pe-kitchen-kept-at";

export type WorkerMessage =
  | { type: "SKIP_WAITING" }
  | { type: "WARM_KITCHEN" }
  | { type: "KITCHEN_WARM" }
  | { type: "KEEP_PAGE"; path: string };

/**
 * Sent with each change queued offline, naming the cook who made it: the server refuses it (401,
 * kept in the queue) when another cook is signed in, so a change can never land in the account
 * of whoever signed in next on a shared device, whatever the pages' timing.
 */
export const QUEUED_BY_HEADER = "x-res-pe-queued-by";
