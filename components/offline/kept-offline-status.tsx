"use client";

import { useEffect, useState } from "react";
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
 * "Available offline ✓" on a recipe page once the service worker has kept it and its picture
 * (looked up in the Cache API when the page opens, and again each time the worker keeps a page).
 * Says nothing while that is unknown or not so. The line's height is kept, so nothing shifts.
 */
export function KeptOfflineStatus({ path, picture }: { path: string; picture: string }) {
  const [kept, setKept] = useState(false);

  useEffect(() => {
    if (!("caches" in window) || !("serviceWorker" in navigator)) return;
    let current = true;
    const look = () =>
      void isReadableOffline(path, picture)
        .then((found) => current && setKept(found))
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
  }, [path, picture]);

  return (
    <p role="status" className="kept-offline">
      {kept ? "Available offline ✓" : null}
    </p>
  );
}
