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

const show =
  (kind: "success" | "error") =>
  (message: Message, data?: ExternalToast): void => {
    wantToaster();
    void import("sonner").then(({ toast }) => toast[kind](message, data));
  };

export const toast = { success: show("success"), error: show("error") };
