"use client";

import { Toaster as SonnerToaster } from "sonner";

/**
 * The seed's toast rules (light, 5 s, no progress bar), but at the bottom centre rather than its
 * top centre, so a toast never covers the navigation; on a phone it rises above the tab bar
 * (--toast-offset-bottom, app/styles/navigation.css). Sonner itself pauses a toast while it is
 * hovered or the page is hidden, and dismisses it when dragged away.
 */
export default function SonnerToasterWithOurRules() {
  return (
    <SonnerToaster
      position="bottom-center"
      offset={{ bottom: "var(--toast-offset-bottom)" }}
      mobileOffset={{ bottom: "var(--toast-offset-bottom)" }}
      theme="light"
      duration={5000}
      closeButton
    />
  );
}
