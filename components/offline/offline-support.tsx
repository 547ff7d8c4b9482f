"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { WORKER_URL, type WorkerMessage } from "@/config/offline";
import type { Messages } from "@/lib/platform/i18n";

function subscribeToNetwork(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Whether the browser has a network; the server render assumes it has. */
function useOnline(): boolean {
  return useSyncExternalStore(subscribeToNetwork, () => navigator.onLine, () => true);
}

/** Resolves with the worker that has installed and waits for the cook's go-ahead, if any. */
function watchForUpdate(registration: ServiceWorkerRegistration, onWaiting: (worker: ServiceWorker) => void) {
  // A first install has no controller: nothing to replace, nothing to ask.
  const isUpdate = () => Boolean(navigator.serviceWorker.controller);
  if (registration.waiting && isUpdate()) onWaiting(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed" && isUpdate()) onWaiting(installing);
    });
  });
}

/**
 * On every page: registers the service worker (production builds only: in `next dev` the worker
 * would serve stale bundles over hot reload, and Serwist builds no precache list there), asks
 * the browser to keep the offline data (persistent storage: a browser may otherwise evict it
 * after days unused), shows a quiet banner while offline and, when a new version has installed,
 * offers to reload into it. (Changes queued offline are sent by the signed-in pages, which know
 * whose they are: components/offline/kitchen-offline.tsx.)
 */
export function OfflineSupport({ enabled, text }: { enabled: boolean; text: Pick<Messages["offline"], "bannerTitle" | "bannerText" | "newVersion" | "reload"> }) {
  const online = useOnline();
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  // Only the cook's own "Reload" reloads the page; another tab's choice must not interrupt this one.
  const chosen = useRef(false);

  useEffect(() => {
    if (!enabled || !("serviceWorker" in navigator)) return;
    let reloading = false;
    const reloadOnce = () => {
      if (reloading) return;
      reloading = true;
      window.location.reload();
    };
    const onControllerChange = () => {
      if (chosen.current) reloadOnce();
    };
    navigator.serviceWorker.addEventListener("controllerchange", onControllerChange);
    // At idle, once the page has loaded and hydrated: the worker's install fetches the app shell,
    // which must not compete with the page's own first load (issue 31).
    const register = async () => {
      // An existing registration is checked for updates rather than registered again, so a
      // worker installed from another address (a version bump) is not replaced by this one.
      const existing = await navigator.serviceWorker.getRegistration("/");
      const registration = existing ?? (await navigator.serviceWorker.register(WORKER_URL, { scope: "/", type: "module", updateViaCache: "none" }));
      // None where the browser refuses workers without saying so (a test browser's stub answers nothing).
      if (!registration) return;
      if (existing) void existing.update().catch(() => undefined);
      watchForUpdate(registration, setWaiting);
      // The language this page was drawn in: the worker's offline page speaks the cook's last one.
      const language: WorkerMessage = { type: "PAGE_LANGUAGE", locale: document.documentElement.lang };
      void navigator.serviceWorker.ready.then((ready) => ready.active?.postMessage(language));
      await navigator.storage?.persist?.().catch(() => false);
    };
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    // A worker that cannot be registered (refused by the browser's settings, its script not
    // fetched) leaves the page as it is: online, without offline copies.
    const handle = idle(() => void register().catch(() => undefined), { timeout: 3000 });
    return () => {
      cancelIdle(handle);
      navigator.serviceWorker.removeEventListener("controllerchange", onControllerChange);
    };
  }, [enabled]);

  function reload() {
    chosen.current = true;
    waiting?.postMessage({ type: "SKIP_WAITING" });
  }

  return (
    <div className="offline-notices">
      <div role="status" className="offline-notices__region">
        {online ? null : (
          <p className="offline-banner">
            <strong>{text.bannerTitle}</strong> {text.bannerText}
          </p>
        )}
      </div>
      <div role="status" className="offline-notices__region">
        {waiting ? (
          <p className="update-prompt">
            {text.newVersion}{" "}
            <button type="button" className="button" onClick={reload}>
              {text.reload}
            </button>
          </p>
        ) : null}
      </div>
    </div>
  );
}
