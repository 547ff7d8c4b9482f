/**
 * Names and rules the service worker (app/sw.ts) and the pages share. Caches holding anything
 * personal are the ones isPersonalCache names: a session ending, or another cook signing in on
 * the same browser, drops them.
 */
import { LOCALES } from "./locales";

export const OFFLINE_PAGE = "/offline";
/** The offline page in a language (issue 35): English at OFFLINE_PAGE, the others at `/lang/<locale>/offline`. */
export function offlinePageIn(locale: string | null | undefined): string {
  return locale && locale !== "en" && (LOCALES as readonly string[]).includes(locale) ? `/lang/${locale}/offline` : OFFLINE_PAGE;
}
/** Every language's offline page: the worker precaches them all, so the cook's is there however they came. */
export const OFFLINE_PAGES = LOCALES.map(offlinePageIn);
export const WORKER_URL = "/serwist/sw.js";
/** Announced on the window when queued changes were sent (components/offline/queue.ts). */
export const SYNCED_EVENT = "res-pe:synced";

/** Pages kept with no cook named on them (the public pages). */
export const PAGES_CACHE = "res-pe-public-pages";
/** Where versions before issue 30 kept every page, a cook's or not: dropped when the new worker starts. */
export const SHARED_PAGES_CACHE_BEFORE = "res-pe-pages";
/** The site's own pictures (catalog drawings, icons): may change with a build, so refreshed as they are used. */
export const PICTURES_CACHE = "res-pe-pictures";
/** Meals' and recipes' pictures served by the app (/meal-pictures, /recipe-pictures): never change at an address. */
export const RECIPE_PICTURES_CACHE = "res-pe-recipe-pictures";
export const STATIC_CACHE = "res-pe-static";
const PERSONAL_CACHES = [PAGES_CACHE, PICTURES_CACHE, RECIPE_PICTURES_CACHE, SHARED_PAGES_CACHE_BEFORE] as const;

/**
 * Each signed-in cook's pages are kept in a cache of their own, named by this prefix and their
 * id: the worker reads only the one cook's whose pages it last saw, and drops the others' as soon
 * as a page of another cook arrives, so a second cook on the same browser never sees the first
 * cook's private pages.
 */
const COOK_PAGES_PREFIX = "res-pe-pages@";

export function cookPagesCache(cook: string): string {
  return COOK_PAGES_PREFIX + cook;
}

/** The cook whose pages a cache holds, or null for a cache that is no cook's. */
export function cookOfCache(name: string): string | null {
  return name.startsWith(COOK_PAGES_PREFIX) ? name.slice(COOK_PAGES_PREFIX.length) || null : null;
}

/** The caches dropped when a session ends: every cook's pages, the public pages and the pictures. */
export function isPersonalCache(name: string): boolean {
  return (PERSONAL_CACHES as readonly string[]).includes(name) || cookOfCache(name) !== null;
}

/**
 * Set by the request gate on every signed-in page, naming the cook whose session it is: the
 * worker keeps the page in that cook's cache (and only there).
 */
export const COOK_HEADER = "x-res-pe-cook";

/** What a cook reads in the supermarket or the kitchen: fetched ahead whenever they are online. */
export const WARM_PAGES = ["/saved", "/plan", "/shopping"] as const;

/** At most this many saved and planned recipes are fetched ahead (this week's plan first). */
export const WARM_RECIPES_MAX = 50;

/**
 * A recipe page is answered from the kept copy when the network has not answered in this long
 * (a shop's one bar of signal); the network's answer still replaces the kept copy for next time.
 * Other pages wait for the network: a list or plan must not show itself as it was before the
 * cook's last change.
 */
export const RECIPE_NETWORK_TIMEOUT_MS = 4_000;

/**
 * Pages never kept for reading offline: the account's details are not for the next person on a
 * shared device, nor the admin's list of every cook.
 */
const NEVER_KEPT = ["/account", "/admin"] as const;

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
/**
 * Set while a cook is signed in on this browser (by the signed-in pages), removed when a session
 * ends (logout, or the login form shown): the offline page reads it to show the signed-in
 * navigation. Logging out also has the browser clear it (Clear-Site-Data).
 */
export const SIGNED_IN_KEY = "res-pe-signed-in";

export type WorkerMessage =
  | { type: "SKIP_WAITING" }
  | { type: "WARM_KITCHEN" }
  | { type: "KITCHEN_WARM" }
  | { type: "KEEP_PAGE"; path: string }
  /** From each page: the language it was drawn in (its `<html lang>`), for the offline page. */
  | { type: "PAGE_LANGUAGE"; locale: string }
  /** From the worker: a page and its pictures are kept for reading offline. */
  | { type: "PAGE_KEPT"; path: string };

/**
 * Sent with each change queued offline, naming the cook who made it: the server refuses it (401,
 * kept in the queue) when another cook is signed in, so a change can never land in the account
 * of whoever signed in next on a shared device, whatever the pages' timing.
 */
export const QUEUED_BY_HEADER = "x-res-pe-queued-by";

/**
 * An addition names itself with this header, so a second sending of it (its first answer was
 * lost) adds nothing (lib/platform/idempotency). The names are the IETF draft's and Stripe's.
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const REPLAYED_HEADER = "Idempotent-Replayed";
/** Visible ASCII: a UUID, or the device's own key for a queued change, fits with room. */
export const IDEMPOTENCY_KEY_SHAPE = /^[\x21-\x7e]{1,200}$/;
