"use client";

import { Toaster as SonnerToaster } from "sonner";

/**
 * The seed's toast rules: top-center, light, 5 s, no progress bar. Sonner itself pauses a toast
 * while it is hovered or the page is hidden, and dismisses it when dragged away.
 */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-center"
      theme="light"
      duration={5000}
      closeButton
    />
  );
}
