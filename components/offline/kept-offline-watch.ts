import { cookOfCache, type WorkerMessage } from "@/config/offline";

/** Whether this cook's copy of the page and its picture are both on this device. */
async function isReadableOffline(path: string, picture: string): Promise<boolean> {
  const pages = (await caches.keys()).filter((name) => cookOfCache(name) !== null);
  for (const name of pages) {
    if (await (await caches.open(name)).match(path)) return Boolean(await caches.match(picture));
  }
  return false;
}

/**
 * Looks `path` and `picture` up in the Cache API now, and again each time the service worker
 * keeps that page; calls `onKept` with the answer. Returns what stops it. Fetched by
 * kept-offline-status.tsx at idle.
 */
export function watchKeptOffline(path: string, picture: string, onKept: (kept: boolean) => void): () => void {
  let current = true;
  const look = () =>
    void isReadableOffline(path, picture)
      .then((found) => current && onKept(found))
      .catch(() => undefined);
  const onMessage = (event: MessageEvent<WorkerMessage>) => {
    if (event.data?.type === "PAGE_KEPT" && event.data.path === path) look();
  };
  navigator.serviceWorker.addEventListener("message", onMessage);
  look();
  return () => {
    current = false;
    navigator.serviceWorker.removeEventListener("message", onMessage);
  };
}
