"use client";

import { isPersonalCache, KEPT_AT_KEY, OWNER_KEY, SIGNED_IN_KEY } from "@/config/offline";
import { clearQueue } from "./queue";

/**
 * Forgets the pages and pictures kept for reading offline (another cook signed in, or nobody is
 * any more). The app shell stays: it is the same for everyone. Unsent changes stay too: each
 * names its cook, and only that cook's session sends it.
 */
export async function forgetKeptPages(): Promise<void> {
  // The offline page no longer shows the signed-in navigation: whoever comes next is not known.
  localStorage.removeItem(SIGNED_IN_KEY);
  if ("caches" in window) await Promise.all((await caches.keys()).filter(isPersonalCache).map((name) => caches.delete(name)));
  localStorage.removeItem(KEPT_AT_KEY);
}

/**
 * Forgets everything kept for offline use on this browser: every cache (pages, pictures and the
 * app shell alike: simpler than sorting, and the shell comes back on the next visit), the queue
 * of unsent changes and whose they were. Deleting the account calls it, as the answer's
 * Clear-Site-Data asks of browsers that follow it.
 */
export async function clearOfflineData(): Promise<void> {
  if ("caches" in window) {
    await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
  }
  await clearQueue();
  localStorage.removeItem(OWNER_KEY);
  localStorage.removeItem(KEPT_AT_KEY);
  localStorage.removeItem(SIGNED_IN_KEY);
}
