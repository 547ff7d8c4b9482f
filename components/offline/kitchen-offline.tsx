"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { KEPT_AT_KEY, OWNER_KEY, SIGNED_IN_KEY, SYNCED_EVENT, type WorkerMessage } from "@/config/offline";

/** The queue and the kept pages' helpers, loaded once the page is up (issue 31: not in its first-load script). */
const offlineHelpers = () => Promise.all([import("./queue"), import("./offline-data")]).then(([queue, data]) => ({ ...queue, ...data }));

// Fetching the kitchen ahead costs the server a page per saved recipe: at most this often, unless
// the cook's own changes were just sent.
const WARM_EVERY_MS = 10 * 60 * 1000;

async function tellWorker(message: WorkerMessage) {
  if (!("serviceWorker" in navigator) || !navigator.onLine) return;
  const registration = await navigator.serviceWorker.getRegistration("/");
  (registration?.active ?? (await navigator.serviceWorker.ready).active)?.postMessage(message);
}

/**
 * On the signed-in pages: keeps this cook's kitchen readable offline. The worker fetches their
 * saved recipes, plan and shopping list ahead on a full page load and when the cook leaves the tab
 * (on the way to the shop), at most every 10 minutes, and at once after queued changes were sent;
 * each page opened is kept too (also the first, loaded before the worker ran). Sends this cook's
 * changes queued offline, when the page opens and when the network returns. Marks this browser
 * as signed in, for the offline page's navigation.
 * `owner` names the signed-in cook: pages kept for someone else on this browser are dropped
 * first; that cook's unsent changes stay, for when they sign in again.
 */
export function KitchenOffline({ owner }: { owner: string }) {
  const pathname = usePathname();
  const firstPath = useRef(pathname);

  useEffect(() => {
    // Without a service worker nothing is kept, but changes queued on a failed request are still sent.
    const worker = "serviceWorker" in navigator ? navigator.serviceWorker : null;
    const onMessage = (event: MessageEvent<WorkerMessage>) => {
      // For tests and tools: the kitchen's pages are on this device now.
      if (event.data?.type === "KITCHEN_WARM") document.documentElement.dataset.kitchenKept = "true";
    };
    const warm = (force: boolean) => {
      if (!worker) return;
      if (!force && Date.now() - Number(localStorage.getItem(KEPT_AT_KEY) ?? 0) < WARM_EVERY_MS) return;
      localStorage.setItem(KEPT_AT_KEY, String(Date.now()));
      void tellWorker({ type: "WARM_KITCHEN" });
    };
    const afterSync = () => warm(true);
    const send = () => void offlineHelpers().then(({ flushQueue }) => flushQueue(owner)).catch(() => 0);
    const onHidden = () => {
      if (document.visibilityState === "hidden") warm(false);
    };
    worker?.addEventListener("message", onMessage);
    window.addEventListener(SYNCED_EVENT, afterSync);
    window.addEventListener("online", send);
    document.addEventListener("visibilitychange", onHidden);
    // A page loaded before the worker ran (the first visit) was not seen by it: keep it now.
    const unseen = worker && !worker.controller ? window.location.pathname + window.location.search : null;
    void (async () => {
      const { flushQueue, forgetKeptPages } = await offlineHelpers();
      const previous = localStorage.getItem(OWNER_KEY);
      if (previous && previous !== owner) await forgetKeptPages().catch(() => undefined);
      localStorage.setItem(OWNER_KEY, owner);
      localStorage.setItem(SIGNED_IN_KEY, "true");
      if (unseen) void tellWorker({ type: "KEEP_PAGE", path: unseen });
      // Only once this browser knows whose it is now: flushQueue sends that cook's changes alone.
      if (navigator.onLine) await flushQueue(owner).catch(() => 0);
      warm(false);
    })();
    return () => {
      worker?.removeEventListener("message", onMessage);
      window.removeEventListener(SYNCED_EVENT, afterSync);
      window.removeEventListener("online", send);
      document.removeEventListener("visibilitychange", onHidden);
    };
  }, [owner]);

  useEffect(() => {
    // A page reached by a client-side link was fetched as data, not as a page: keep the page.
    // (The page loaded in full was kept by the worker as it came.)
    if (pathname === firstPath.current) return;
    firstPath.current = "";
    void tellWorker({ type: "KEEP_PAGE", path: pathname + window.location.search });
  }, [pathname]);

  return null;
}
