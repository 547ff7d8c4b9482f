"use client";

import { useEffect } from "react";
import { Toaster as SonnerToaster } from "sonner";
import { toasterMounted } from "./toast";
import { pageLocale } from "./page-language";

/** Sonner's own labels (the toasts' region, a toast's close button) in the page's language. */
const LABELS = {
  en: { region: "Notifications", close: "Close toast" },
  de: { region: "Benachrichtigungen", close: "Benachrichtigung schließen" },
  fr: { region: "Notifications", close: "Fermer la notification" },
  es: { region: "Notificaciones", close: "Cerrar la notificación" },
} as const;

/**
 * The seed's toast rules (light, 5 s, no progress bar), but at the bottom centre rather than its
 * top centre, so a toast never covers the navigation; on a phone it rises above the tab bar
 * (--toast-offset-bottom, app/styles/navigation.css). Sonner itself pauses a toast while it is
 * hovered or the page is hidden, and dismisses it when dragged away.
 */
export default function SonnerToasterWithOurRules() {
  // Mounted in the browser only (components/ui/toaster.tsx), after the page: <html lang> is read.
  const labels = LABELS[pageLocale()];
  // Toasts raised before now are drawn as it mounts (Sonner replays them): they are on screen.
  useEffect(toasterMounted, []);
  return (
    <SonnerToaster
      position="bottom-center"
      offset={{ bottom: "var(--toast-offset-bottom)" }}
      mobileOffset={{ bottom: "var(--toast-offset-bottom)" }}
      theme="light"
      duration={5000}
      closeButton
      containerAriaLabel={labels.region}
      toastOptions={{ closeButtonAriaLabel: labels.close }}
    />
  );
}
