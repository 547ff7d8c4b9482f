"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { KEPT_AT_KEY, OWNER_KEY, type WorkerMessage } from "@/config/offline";
import { clearOfflineData } from "./offline-data";
import { SYNCED_EVENT } from "./queue";

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
 * each page opened is kept too.
 * `owner` names the signed-in cook: pages kept for someone else on this browser are dropped first.
 */
export function KitchenOffline({ owner }: { owner: string }) {
  const pathname = usePathname();
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const onMessage = (event: MessageEvent<WorkerMessage>) => {
      // For tests and tools: the kitchen's pages are on this device now.
      if (event.data?.type === "KITCHEN_WARM") document.documentElement.dataset.kitchenKept = "true";
    };
    const warm = (force: boolean) => {
      if (!force && Date.now() - Number(localStorage.getItem(KEPT_AT_KEY) ?? 0) < WARM_EVERY_MS) return;
      localStorage.setItem(KEPT_AT_KEY, String(Date.now()));
      void tellWorker({ type: "WARM_KITCHEN" });
    };
    const afterSync = () => warm(true);
    const onHidden = () => {
      if (document.visibilityState === "hidden") warm(false);
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    window.addEventListener(SYNCED_EVENT, afterSync);
    document.addEventListener("visibilitychange", onHidden);
    void (async () => {
      const previous = localStorage.getItem(OWNER_KEY);
      if (previous && previous !== owner) await clearOfflineData();
      localStorage.setItem(OWNER_KEY, owner);
      warm(false);
    })();
    return () => {
      navigator.serviceWorker.removeEventListener("message", onMessage);
      window.removeEventListener(SYNCED_EVENT, afterSync);
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
