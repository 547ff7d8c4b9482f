/**
 * Names the service worker (app/sw.ts) and the pages share. Caches holding anything personal are
 * listed in PERSONAL_CACHES: logging out, or another cook signing in on the same browser, drops them.
 */
export const OFFLINE_PAGE = "/offline";
export const WORKER_URL = "/serwist/sw.js";

export const PAGES_CACHE = "res-pe-pages";
export const PICTURES_CACHE = "res-pe-pictures";
export const STATIC_CACHE = "res-pe-static";
export const PERSONAL_CACHES = [PAGES_CACHE, PICTURES_CACHE] as const;

/** What a cook reads in the supermarket or the kitchen: fetched ahead whenever they are online. */
export const WARM_PAGES = ["/saved", "/plan", "/shopping"] as const;

/** The offline queue's IndexedDB database (components/offline/queue.ts). */
export const OFFLINE_QUEUE_DB = "res-pe-offline";

/** Where the page keeps whose pages the caches hold (components/offline/kitchen-offline.tsx). */
export const OWNER_KEY = "res-pe-offline-owner";
/** When the worker last fetched the kitchen ahead (ms). */
export const KEPT_AT_KEY = "res-pe-kitchen-kept-at";

export type WorkerMessage =
  | { type: "SKIP_WAITING" }
  | { type: "WARM_KITCHEN" }
  | { type: "KITCHEN_WARM" }
  | { type: "KEEP_PAGE"; path: string };
