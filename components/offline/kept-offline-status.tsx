"use client";

import { useEffect, useState } from "react";

/**
 * "Available offline ✓" on a recipe page once the service worker has kept it and its picture
 * (looked up in the Cache API when the page is idle after opening, and again each time the
 * worker keeps a page: kept-offline-watch.ts, fetched then, so the page's first load carries
 * none of it, issue 31). Says nothing while that is unknown or not so. The line's height is
 * kept, so nothing shifts.
 */
export function KeptOfflineStatus({ path, picture }: { path: string; picture: string }) {
  const [kept, setKept] = useState(false);

  useEffect(() => {
    if (!("caches" in window) || !("serviceWorker" in navigator)) return;
    let current = true;
    let stop = () => {};
    const start = () =>
      void import("./kept-offline-watch")
        .then(({ watchKeptOffline }) => {
          if (current) stop = watchKeptOffline(path, picture, setKept);
        })
        .catch(() => undefined);
    const idle = typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(start, { timeout: 2000 }) : window.setTimeout(start, 1);
    return () => {
      current = false;
      stop();
      if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [path, picture]);

  return (
    <p role="status" className="kept-offline">
      {kept ? "Available offline ✓" : null}
    </p>
  );
}
