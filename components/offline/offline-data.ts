"use client";

import { KEPT_AT_KEY, OWNER_KEY } from "@/config/offline";
import { clearQueue } from "./queue";

/**
 * Forgets everything kept for offline use on this browser: every cache (pages, pictures and the
 * app shell alike: simpler than sorting, and the shell comes back on the next visit), the queue
 * of unsent changes and whose they were. Logging out, or another cook signing in, calls it.
 */
export async function clearOfflineData(): Promise<void> {
  if ("caches" in window) {
    await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
  }
  await clearQueue();
  localStorage.removeItem(OWNER_KEY);
  localStorage.removeItem(KEPT_AT_KEY);
}
