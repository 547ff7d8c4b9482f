"use client";

import type { ExternalToast, toast as sonnerToast } from "sonner";

/**
 * The pages' toasts, with Sonner loaded after the page rather than in its first-load script
 * (issue 31): the Toaster (components/ui/toaster.tsx) mounts at idle, or at the first toast if
 * that comes sooner. Sonner replays a toast raised before its Toaster subscribed, so none is lost.
 */
type Message = Parameters<typeof sonnerToast.success>[0];

let wanted = false;
const listeners = new Set<() => void>();

/** Asks the page's Toaster to load Sonner and mount (once). */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function subscribeToToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toasterWanted = () => wanted;

let toasterIsMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => (toasterIsMounted = resolve));
/** Called by the Toaster once it is on the page (components/ui/sonner-toaster.tsx). */
export const toasterMounted = () => toasterIsMounted();

/** How long a toast waits at most for Sonner before the page goes on without it (its code cannot be fetched: offline). */
const AT_MOST_MS = 3_000;

/**
 * Shows a toast; the promise resolves once it is on screen, its toaster mounted (or it could not be: Sonner's code
 * did not come), so that "a toast, then after a second the next page" counts that second from
 * the moment the cook can read it: on a busy phone Sonner's first load took a few hundred ms of it.
 */
const show =
  (kind: "success" | "error") =>
  (message: Message, data?: ExternalToast): Promise<void> => {
    wantToaster();
    // Offline before Sonner came, the toast is dropped: the page itself shows what was done.
    const shown = import("sonner").then(({ toast }) => {
      toast[kind](message, data);
      return mounted;
    }, () => undefined);
    return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, AT_MOST_MS))]);
  };

export const toast = { success: show("success"), error: show("error") };
