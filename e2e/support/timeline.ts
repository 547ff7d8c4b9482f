import type { Page } from "@playwright/test";

/**
 * When toasts appeared and left and when the page navigated, stamped by the browser itself as it
 * happened. The seed's timings ("a toast, then 2 s later /login") are checked on these stamps, not
 * on the test's own clock: a test notices a toast only when its next poll runs, which on a busy
 * machine can be a second late, and a check timed from there fails one run in ten.
 */
export type TimelineEntry =
  | { kind: "toast shown" | "toast gone"; text: string; at: number }
  | { kind: "navigate"; path: string; at: number };

const KEY = "e2e-timeline";

/** Starts stamping in every document the page opens from now on (call it before the first goto). */
export async function recordTimeline(page: Page): Promise<void> {
  await page.addInitScript((key: string) => {
    // Kept in sessionStorage so it survives a full page load (the login goes on with one).
    const log = (entry: object) => {
      const entries = JSON.parse(sessionStorage.getItem(key) ?? "[]") as object[];
      entries.push({ ...entry, at: Date.now() });
      sessionStorage.setItem(key, JSON.stringify(entries));
    };
    // The Navigation API sees both kinds: the router's pushState and a location.assign.
    const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
    navigation?.addEventListener("navigate", (event) => {
      log({ kind: "navigate", path: new URL((event as unknown as { destination: { url: string } }).destination.url).pathname });
    });
    const shown = new Map<Element, string>();
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll("[data-sonner-toast]")) {
        const text = toast.textContent ?? "";
        if (!shown.has(toast) && text) {
          shown.set(toast, text);
          log({ kind: "toast shown", text });
        }
      }
      for (const [toast, text] of shown) {
        if (!toast.isConnected) {
          shown.delete(toast);
          log({ kind: "toast gone", text });
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, KEY);
}

/** What was stamped so far in this tab. */
export async function timeline(page: Page): Promise<TimelineEntry[]> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? "[]") as TimelineEntry[], KEY);
}

/** Milliseconds from the toast with this text appearing to the first navigation to `path` after it. */
export async function toastToNavigation(page: Page, text: string, path: string): Promise<number> {
  const entries = await timeline(page);
  const toast = entries.find((entry) => entry.kind === "toast shown" && entry.text.includes(text));
  if (!toast) throw new Error(`no toast "${text}" in ${JSON.stringify(entries)}`);
  const navigation = entries.find((entry) => entry.kind === "navigate" && entry.path === path && entry.at >= toast.at);
  if (!navigation) throw new Error(`no navigation to ${path} after the toast in ${JSON.stringify(entries)}`);
  return navigation.at - toast.at;
}

/** Milliseconds the (last) toast with this text was on screen. */
export async function toastLifetime(page: Page, text: string): Promise<number> {
  const entries = await timeline(page);
  const shown = entries.findLast((entry) => entry.kind === "toast shown" && entry.text.includes(text));
  const gone = shown && entries.find((entry) => entry.kind === "toast gone" && entry.text.includes(text) && entry.at >= shown.at);
  if (!shown || !gone) throw new Error(`toast "${text}" did not come and go in ${JSON.stringify(entries)}`);
  return gone.at - shown.at;
}
