/// <reference lib="webworker" />
/**
 * The service worker (bundled by Serwist, served at /serwist/sw.js by app/serwist/[path]).
 * What a cook sees offline: the app shell (built assets, icons, the offline page) is precached;
 * pages they opened are kept network-first (the kept copy answers when the network fails); recipe pictures stale-while-revalidate; their saved
 * recipes, this week's plan and the shopping list are fetched ahead ("warmed") when a signed-in
 * page asks. API answers are never cached: they are the freshest truth and personal.
 * Everything personal lives in caches named in PERSONAL_CACHES, so logging out can drop them;
 * the worker drops them itself when the login or sign-up form answers (nobody is signed in any
 * more, however the session ended). The account page is never kept.
 */
import { CacheableResponsePlugin, CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist, StaleWhileRevalidate, type PrecacheEntry, type SerwistGlobalConfig } from "serwist";
import { isKeptOffline, isSignedOutPage, OFFLINE_PAGE, PAGES_CACHE, PERSONAL_CACHES, PICTURES_CACHE, STATIC_CACHE, WARM_PAGES, type WorkerMessage } from "@/config/offline";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const PICTURE_PATHS = /^\/(meals|images|meal-pictures|recipe-pictures)\//;
// A page that answered with a redirect (to /login, say) is not the page that was asked for.
const notRedirected = { cacheWillUpdate: async ({ response }: { response: Response }) => (response.redirected ? null : response) };

/** Drops every cook's kept pages and pictures (the app shell stays: it is the same for everyone). */
const forgetPersonalCaches = () => Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name)));
// Awaited before the page is shown, so nothing kept can be opened once the login form has been.
const forgetWhenSignedOut = {
  fetchDidSucceed: async ({ request, response }: { request: Request; response: Response }) => {
    if (response.status === 200 && isSignedOutPage(new URL(request.url).pathname)) await forgetPersonalCaches();
    return response;
  },
};

const pageStrategy = new NetworkFirst({
  cacheName: PAGES_CACHE,
  // The kept copy only when the network fails, never after a timeout: a slow server would then
  // show the list or plan as it was before the cook's last change (seen under load in e2e).
  plugins: [forgetWhenSignedOut, new CacheableResponsePlugin({ statuses: [200] }), notRedirected, new ExpirationPlugin({ maxEntries: 200 })],
});
const pictureStrategy = new StaleWhileRevalidate({
  cacheName: PICTURES_CACHE,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 30 })],
});

/** Changes with every build (the manifest lists the built files by hash), so the offline page is fetched again. */
function buildRevision(entries: (PrecacheEntry | string)[]): string {
  let hash = 5381;
  for (const char of JSON.stringify(entries)) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0;
  return hash.toString(36);
}

const serwist = new Serwist({
  precacheEntries: [...(self.__SW_MANIFEST ?? []), { url: OFFLINE_PAGE, revision: buildRevision(self.__SW_MANIFEST ?? []) }],
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
    { matcher: ({ url, request, sameOrigin }) => sameOrigin && request.mode === "navigate" && !isKeptOffline(url.pathname), handler: new NetworkOnly() },
    { matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === "navigate", handler: pageStrategy },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_next/static/"),
      // Hashed file names: a file never changes, so the kept copy is always right.
      handler: new CacheFirst({ cacheName: STATIC_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 300 })] }),
    },
    { matcher: ({ url, sameOrigin }) => sameOrigin && PICTURE_PATHS.test(url.pathname), handler: pictureStrategy },
  ],
  fallbacks: { entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.destination === "document" }] },
});

/** Fetches a page and keeps it (and its same-origin pictures) for offline reading. */
async function warmPage(path: string, pictures: Set<string>): Promise<string | null> {
  if (!isKeptOffline(new URL(path, self.location.origin).pathname)) return null;
  const response = await fetch(path, { credentials: "same-origin", headers: { Accept: "text/html" } }).catch(() => null);
  if (!response || !response.ok || response.redirected) return null;
  const html = await response.clone().text();
  await (await caches.open(PAGES_CACHE)).put(path, response);
  for (const [, src] of html.matchAll(/<img[^>]+src="([^"]+)"/g)) {
    if (src && PICTURE_PATHS.test(src)) pictures.add(src.replaceAll("&amp;", "&"));
  }
  return html;
}

/** The saved recipes, the plan and the list, each with every saved recipe's page and pictures. */
async function warmKitchen(): Promise<void> {
  const pictures = new Set<string>();
  const pages = await Promise.all(WARM_PAGES.map((path) => warmPage(path, pictures)));
  const recipes = new Set<string>();
  for (const html of pages) {
    for (const [, id] of (html ?? "").matchAll(/href="\/recipeDetail\/([^"?#/]+)"/g)) if (id) recipes.add(id);
  }
  await Promise.all([...recipes].map((id) => warmPage(`/recipeDetail/${id}`, pictures)));
  const cache = await caches.open(PICTURES_CACHE);
  await Promise.all(
    [...pictures].map(async (src) => {
      if (await cache.match(src)) return;
      const response = await fetch(src).catch(() => null);
      if (response?.ok) await cache.put(src, response);
    }),
  );
}

// SKIP_WAITING (the "reload" of the update prompt) is handled by Serwist itself.
self.addEventListener("message", (event: ExtendableMessageEvent) => {
  const message = event.data as WorkerMessage | undefined;
  if (message?.type === "KEEP_PAGE" && message.path.startsWith("/") && !message.path.startsWith("/api/")) {
    event.waitUntil(warmPage(message.path, new Set()).then(() => undefined));
  }
  if (message?.type === "WARM_KITCHEN") {
    const done = warmKitchen().then(() => event.source?.postMessage({ type: "KITCHEN_WARM" } satisfies WorkerMessage));
    event.waitUntil(done);
  }
});

serwist.addEventListeners();
