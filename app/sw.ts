/// <reference lib="webworker" />
/**
 * The service worker (bundled by Serwist, served at /serwist/sw.js by app/serwist/[path]).
 * What a cook sees offline: the app shell (built assets, icons, the offline page) is precached;
 * pages they opened are kept network-first (the kept copy answers when the network fails, and a
 * recipe's also when the network is slow); the app's meal and recipe pictures cache-first, the
 * site's own stale-while-revalidate; their saved recipes, this week's plan and the shopping list
 * are fetched ahead ("warmed") when a signed-in page asks. API answers are never cached: they
 * are the freshest truth and personal.
 * A signed-in cook's pages are kept in a cache of their own (the request gate names the cook on
 * each page, COOK_HEADER), and only the last cook seen has one. Everything personal is in caches
 * that isPersonalCache names, so logging out can drop them; the worker drops them itself when the
 * login or sign-up form answers (nobody is signed in any more, however the session ended). The
 * account page is never kept.
 */
import { CacheableResponsePlugin, CacheFirst, ExpirationPlugin, NetworkOnly, Serwist, StaleWhileRevalidate, type PrecacheEntry, type SerwistGlobalConfig } from "serwist";
import {
  COOK_HEADER,
  cookOfCache,
  cookPagesCache,
  isKeptOffline,
  isPersonalCache,
  isSignedOutPage,
  OFFLINE_PAGE,
  OFFLINE_PAGES,
  offlinePageIn,
  PAGES_CACHE,
  PICTURES_CACHE,
  RECIPE_NETWORK_TIMEOUT_MS,
  RECIPE_PICTURES_CACHE,
  SHARED_PAGES_CACHE_BEFORE,
  STATIC_CACHE,
  WARM_PAGES,
  WARM_RECIPES_MAX,
  type WorkerMessage,
} from "@/config/offline";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const RECIPE_PICTURE_PATHS = /^\/(meal-pictures|recipe-pictures)\//;
const SITE_PICTURE_PATHS = /^\/(meals|images)\//;
const isPicture = (path: string) => RECIPE_PICTURE_PATHS.test(path) || SITE_PICTURE_PATHS.test(path);
const pictureCacheOf = (path: string) => (RECIPE_PICTURE_PATHS.test(path) ? RECIPE_PICTURES_CACHE : PICTURES_CACHE);
const RECIPE_PAGE = /^\/recipeDetail\/[^/]+$/;
const MAX_PAGES = 200;
// When a page was kept, and when the cook last changed something (saved, rated, planned,
// edited): a recipe kept before that change is not shown in place of a slow network's answer.
const KEPT_AT_HEADER = "x-res-pe-kept-at";
const LAST_CHANGE_CACHE = "res-pe-last-change";
const LAST_CHANGE_KEY = "/last-change";
// The language of the last page the cook saw (its `<html lang>`, posted by each page): the
// offline page speaks it. Kept beside the last change, as the worker itself may be stopped.
const LANGUAGE_KEY = "/page-language";

/** Drops every cook's kept pages and pictures (the app shell stays: it is the same for everyone). */
async function forgetPersonalCaches(): Promise<void> {
  await Promise.all((await caches.keys()).filter(isPersonalCache).map((name) => caches.delete(name)));
}

/**
 * The cache of the cook whose pages arrive now. Another cook's kept pages, and the pictures kept
 * while they were signed in, go first: only one cook's pages are ever on this browser.
 */
async function pagesCacheFor(cook: string): Promise<Cache> {
  const names = await caches.keys();
  if (names.some((name) => cookOfCache(name) !== null && cookOfCache(name) !== cook)) {
    await Promise.all(names.filter((name) => isPersonalCache(name) && cookOfCache(name) !== cook).map((name) => caches.delete(name)));
  }
  return caches.open(cookPagesCache(cook));
}

/** The kept copy of a page: the one cook's whose pages were last seen, or a public page. */
async function keptPage(request: Request): Promise<Response | undefined> {
  const cooks = (await caches.keys()).filter((name) => cookOfCache(name) !== null);
  // More than one cook's (a race between two sign-ins): nobody's pages are sure to be the cook's at the screen.
  const own = cooks.length === 1 ? await (await caches.open(cooks[0]!)).match(request) : undefined;
  return own ?? (await (await caches.open(PAGES_CACHE)).match(request));
}

/** The same-origin pictures a page shows, as paths. */
function picturesOf(html: string): string[] {
  const found = new Set<string>();
  for (const [, src] of html.matchAll(/<img[^>]+src="([^"]+)"/g)) {
    const path = src?.replaceAll("&amp;", "&");
    if (path && path.startsWith("/") && isPicture(new URL(path, self.location.origin).pathname)) found.add(path);
  }
  return [...found];
}

async function keepPictures(paths: Iterable<string>): Promise<void> {
  await Promise.all(
    [...paths].map(async (path) => {
      const cache = await caches.open(pictureCacheOf(new URL(path, self.location.origin).pathname));
      if (await cache.match(path)) return;
      const response = await fetch(path).catch(() => null);
      if (response?.ok) await cache.put(path, response);
    }),
  );
}

async function tellPages(message: WorkerMessage): Promise<void> {
  // Also a page loaded before this worker took charge (the first visit's, kept on its request).
  for (const client of await self.clients.matchAll({ type: "window", includeUncontrolled: true })) client.postMessage(message);
}

/**
 * Keeps a page that answered 200 (not after a redirect: to /login, say, it is not the page asked
 * for) in its cook's cache, or the public one, with the pictures it shows; then tells the open
 * pages, whose "Available offline" looks again. Returns the page's HTML, or null if not kept.
 */
async function keepPage(key: Request | string, response: Response): Promise<string | null> {
  const url = new URL(typeof key === "string" ? key : key.url, self.location.origin);
  if (response.status !== 200 || response.redirected || !isKeptOffline(url.pathname)) return null;
  const cook = response.headers.get(COOK_HEADER);
  const cache = cook ? await pagesCacheFor(cook) : await caches.open(PAGES_CACHE);
  const html = await response.clone().text();
  const headers = new Headers(response.headers);
  headers.set(KEPT_AT_HEADER, String(Date.now()));
  await cache.put(key, new Response(response.body, { status: response.status, statusText: response.statusText, headers }));
  // The cache lists its entries in the order they were written: the first are the longest unread.
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_PAGES)).map((old) => cache.delete(old)));
  await keepPictures(picturesOf(html));
  await tellPages({ type: "PAGE_KEPT", path: url.pathname + url.search });
  return html;
}

async function noteChange(): Promise<void> {
  await (await caches.open(LAST_CHANGE_CACHE)).put(LAST_CHANGE_KEY, new Response(String(Date.now())));
}

async function keptSinceLastChange(kept: Response): Promise<boolean> {
  const change = await (await caches.open(LAST_CHANGE_CACHE)).match(LAST_CHANGE_KEY);
  return Number(kept.headers.get(KEPT_AT_HEADER) ?? 0) > Number(change ? await change.text() : 0);
}

async function noteLanguage(locale: string): Promise<void> {
  await (await caches.open(LAST_CHANGE_CACHE)).put(LANGUAGE_KEY, new Response(locale));
}

/**
 * The offline page in the cook's language: that of the last page they saw here, else the
 * browser's first of ours (a page never seen: the worker installed, then the network went).
 */
async function offlinePage(): Promise<Response | undefined> {
  const noted = await (await caches.open(LAST_CHANGE_CACHE)).match(LANGUAGE_KEY);
  const browsers = self.navigator.languages.map((tag) => tag.toLowerCase().split("-")[0]).find((language) => offlinePageIn(language) !== OFFLINE_PAGE);
  const page = offlinePageIn(noted ? await noted.text() : browsers);
  return (await serwist.matchPrecache(page)) ?? (await serwist.matchPrecache(OFFLINE_PAGE));
}

const timeout = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A page opened in full: the network's answer, kept for offline reading; when the network fails,
 * the kept copy, or the offline page. A recipe does not wait more than a few seconds for a slow
 * network when a kept copy exists (the answer, when it comes, is kept for next time).
 */
async function answerPage(request: Request, event: ExtendableEvent): Promise<Response> {
  const path = new URL(request.url).pathname;
  const fromNetwork = fetch(request).then(async (response) => {
    // Awaited before the page is shown, so nothing kept can be opened once the login form has been.
    if (response.status === 200 && isSignedOutPage(path)) await forgetPersonalCaches();
    else event.waitUntil(keepPage(request, response.clone()).catch(() => null));
    return response;
  });
  const networkOrNull = fromNetwork.catch(() => null);
  event.waitUntil(networkOrNull);
  const slow = Symbol("slow");
  const first = await Promise.race([networkOrNull, ...(RECIPE_PAGE.test(path) ? [timeout(RECIPE_NETWORK_TIMEOUT_MS).then(() => slow)] : [])]);
  if (first instanceof Response) return first;
  const kept = await keptPage(request);
  if (kept && (first === null || (await keptSinceLastChange(kept)))) return kept;
  // Slow but not failed, and nothing kept that is sure to be current: the network's answer after all.
  return (await networkOrNull) ?? kept ?? (await offlinePage()) ?? Response.error();
}

/** Changes with every build (the manifest lists the built files by hash), so the offline page is fetched again. */
function buildRevision(entries: (PrecacheEntry | string)[]): string {
  let hash = 5381;
  for (const char of JSON.stringify(entries)) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0;
  return hash.toString(36);
}

const serwist = new Serwist({
  precacheEntries: [...(self.__SW_MANIFEST ?? []), ...OFFLINE_PAGES.map((url) => ({ url, revision: buildRevision(self.__SW_MANIFEST ?? []) }))],
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new version waits until the cook chooses "reload" (the prompt posts SKIP_WAITING).
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    // Never kept: API answers, and Next's client-side navigation payloads (when one fails offline,
    // Next loads the page as a document instead, which the pages cache answers).
    { matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/api/"), handler: new NetworkOnly() },
    { matcher: ({ request }) => request.headers.get("RSC") === "1", handler: new NetworkOnly() },
    // Offline, a page never kept gets the offline page (the fallback below).
    {
      matcher: ({ url, request, sameOrigin }) => sameOrigin && request.mode === "navigate" && !isKeptOffline(url.pathname),
      handler: ({ request }) => fetch(request).catch(async () => (await offlinePage()) ?? Response.error()),
    },
    { matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === "navigate", handler: ({ request, event }) => answerPage(request, event) },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_next/static/"),
      // Hashed file names: a file never changes, so the kept copy is always right.
      handler: new CacheFirst({ cacheName: STATIC_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 300 })] }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && RECIPE_PICTURE_PATHS.test(url.pathname),
      // A picture's address changes with the picture (a recipe's version; an import keeps a meal's).
      handler: new CacheFirst({
        cacheName: RECIPE_PICTURES_CACHE,
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30 })],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && SITE_PICTURE_PATHS.test(url.pathname),
      handler: new StaleWhileRevalidate({
        cacheName: PICTURES_CACHE,
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 30 })],
      }),
    },
  ],
  fallbacks: { entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.destination === "document" }] },
});

/** Fetches a page and keeps it (and its pictures) for offline reading; its HTML, or null. */
async function warmPage(path: string): Promise<string | null> {
  if (!isKeptOffline(new URL(path, self.location.origin).pathname)) return null;
  const response = await fetch(path, { credentials: "same-origin", headers: { Accept: "text/html" } }).catch(() => null);
  return response ? keepPage(path, response).catch(() => null) : null;
}

/** Whether this cook's copy of a page is kept already. */
async function isKept(path: string): Promise<boolean> {
  return Boolean(await keptPage(new Request(new URL(path, self.location.origin))));
}

/**
 * The plan, the shopping list and the saved recipes, then each recipe planned or saved that is
 * not kept yet (this week's plan first, at most WARM_RECIPES_MAX: a cook with hundreds saved
 * does not cost the server hundreds of pages each time), each with its pictures. A recipe kept
 * already is refreshed when the cook opens it online.
 */
async function warmKitchen(): Promise<void> {
  const pages = await Promise.all(WARM_PAGES.map((path) => warmPage(path)));
  const byUrgency = [pages[WARM_PAGES.indexOf("/plan")], pages[WARM_PAGES.indexOf("/saved")]];
  const recipes = new Set<string>();
  for (const html of byUrgency) {
    for (const [, id] of (html ?? "").matchAll(/href="\/recipeDetail\/([^"?#/]+)"/g)) if (id) recipes.add(`/recipeDetail/${id}`);
  }
  const wanted = [...recipes].slice(0, WARM_RECIPES_MAX);
  const missing = (await Promise.all(wanted.map(async (path) => ((await isKept(path)) ? null : path)))).filter((path) => path !== null);
  // A few at a time: the server answers the cook's own clicks meanwhile.
  for (let start = 0; start < missing.length; start += 4) await Promise.all(missing.slice(start, start + 4).map((path) => warmPage(path)));
}

/** A path of this site's, not of its API ("//elsewhere" is another site's address). */
function isOwnPage(path: string): boolean {
  const url = new URL(path, self.location.origin);
  return path.startsWith("/") && url.origin === self.location.origin && !url.pathname.startsWith("/api/");
}

// A change the cook sends (the API's writes are not routed: the browser sends them as usual).
self.addEventListener("fetch", (event: FetchEvent) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" && event.request.method !== "HEAD" && url.origin === self.location.origin && url.pathname.startsWith("/api/")) {
    event.waitUntil(noteChange().catch(() => undefined));
  }
});

// Earlier versions kept every cook's pages in one cache: whose they were is unknown, so none stay.
self.addEventListener("activate", (event) => event.waitUntil(caches.delete(SHARED_PAGES_CACHE_BEFORE)));

// SKIP_WAITING (the "reload" of the update prompt) is handled by Serwist itself.
self.addEventListener("message", (event: ExtendableMessageEvent) => {
  const message = event.data as WorkerMessage | undefined;
  if (message?.type === "KEEP_PAGE" && isOwnPage(message.path)) {
    event.waitUntil(warmPage(message.path).then(() => undefined));
  }
  if (message?.type === "PAGE_LANGUAGE") event.waitUntil(noteLanguage(message.locale));
  if (message?.type === "WARM_KITCHEN") {
    const done = warmKitchen().then(() => event.source?.postMessage({ type: "KITCHEN_WARM" } satisfies WorkerMessage));
    event.waitUntil(done);
  }
});

serwist.addEventListeners();
