"use client";

import { Suspense, useEffect, useSyncExternalStore } from "react";
import { lazyPart } from "./lazy-part";
import { subscribeToToaster, toasterWanted, wantToaster } from "./toast";

// Sonner and its styles: a chunk of its own, loaded after the page (issue 31); left out while it
// cannot be fetched (the network went before idle came), and fetched once back online.
const SonnerToaster = lazyPart(() => import("./sonner-toaster"));

/**
 * Where the page's toasts appear (components/ui/sonner-toaster.tsx has the rules). Mounted at
 * idle, so its live region is in the page well before a cook's first action announces anything,
 * or at once when a toast comes first (components/ui/toast.ts).
 */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToToaster, toasterWanted, () => false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") return void window.setTimeout(wantToaster, 1);
    const handle = window.requestIdleCallback(wantToaster, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
