import { useSyncExternalStore } from "react";

/**
 * The page's language as <html lang> says it, for the few client parts drawn only in the browser
 * (the toasts, a dialog's icon, an error screen) that pick their words from a small table of the
 * four languages instead of receiving them as props. English where the tag is not one of ours.
 */
export type PageLocale = "en" | "de" | "fr" | "es";

function localeOf(tag: string): PageLocale {
  const language = tag.slice(0, 2).toLowerCase();
  return language === "de" || language === "fr" || language === "es" ? language : "en";
}

/** For code that runs in the browser only (after an event, or in a part mounted on the client). */
export function pageLocale(): PageLocale {
  return typeof document === "undefined" ? "en" : localeOf(document.documentElement.lang);
}

const unchanging = () => () => {};

/** For a component that may also be drawn on the server: English there, the page's language once in the browser. */
export function usePageLocale(): PageLocale {
  return useSyncExternalStore(unchanging, pageLocale, () => "en");
}
