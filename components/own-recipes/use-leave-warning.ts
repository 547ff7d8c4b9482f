"use client";

import { useEffect } from "react";


/**
 * While `active`, leaving the page asks first: the browser's own question when the tab is
 * closed, reloaded or sent elsewhere (beforeunload), and a confirm for a link inside the app,
 * which Next would otherwise follow without unloading anything. The click is stopped before
 * React (and so Next's Link) sees it.
 */
export function useLeaveWarning(active: boolean, question: string): void {
  useEffect(() => {
    if (!active) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    const linkClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.hasAttribute("download")) return;
      const url = new URL(link.href, window.location.href);
      // Another site unloads the page (beforeunload asks); a link within the page leaves nothing.
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      if (!window.confirm(question)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", beforeUnload);
    window.addEventListener("click", linkClick, true);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      window.removeEventListener("click", linkClick, true);
    };
  }, [active, question]);
}
