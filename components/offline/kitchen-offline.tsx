"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { OWNER_KEY, type WorkerMessage } from "@/config/offline";
import { clearOfflineData } from "./offline-data";
import { SYNCED_EVENT } from "./queue";

async function tellWorker(message: WorkerMessage) {
  if (!("serviceWorker" in navigator) || !navigator.onLine) return;
  const registration = await navigator.serviceWorker.getRegistration("/");
  (registration?.active ?? (await navigator.serviceWorker.ready).active)?.postMessage(message);
}

/**
 * On the signed-in pages: keeps this cook's kitchen readable offline. The worker fetches their
 * saved recipes, plan and shopping list ahead on each full page load, after queued changes were
 * sent, and when the cook leaves the tab (on the way to the shop); each page opened is kept too.
 * `owner` names the signed-in cook: pages kept for someone else on this browser are dropped first.
 */
export function KitchenOffline({ owner }: { owner: string }) {
  const pathname = usePathname();

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const onMessage = (event: MessageEvent<WorkerMessage>) => {
      // For tests and tools: the kitchen's pages are on this device now.
      if (event.data?.type === "KITCHEN_WARM") document.documentElement.dataset.kitchenKept = "true";
    };
    const warm = () => void tellWorker({ type: "WARM_KITCHEN" });
    const onHidden = () => {
      if (document.visibilityState === "hidden") warm();
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    window.addEventListener(SYNCED_EVENT, warm);
    document.addEventListener("visibilitychange", onHidden);
    void (async () => {
      const previous = localStorage.getItem(OWNER_KEY);
      if (previous && previous !== owner) await clearOfflineData();
      localStorage.setItem(OWNER_KEY, owner);
      warm();
    })();
    return () => {
      navigator.serviceWorker.removeEventListener("message", onMessage);
      window.removeEventListener(SYNCED_EVENT, warm);
      document.removeEventListener("visibilitychange", onHidden);
    };
  }, [owner]);

  useEffect(() => {
    // A page reached by a client-side link was fetched as data, not as a page: keep the page.
    void tellWorker({ type: "KEEP_PAGE", path: pathname + window.location.search });
  }, [pathname]);

  return null;
}
