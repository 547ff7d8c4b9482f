"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { PAGE_ID } from "./page-id";

/** Several changes in a moment (a whole list made from the plan) are one refresh. */
const SETTLE_MS = 100;
/**
 * And one more read after the last change of a burst: a change that lands while the page is
 * being read again (a member's offline queue sends its writes one after another) would otherwise
 * wait for the next change to show.
 */
const READ_AGAIN_MS = 1_000;

/**
 * Keeps the page in step with the household: one event stream per open page
 * (`/api/household/events`); when another member, or the same cook on another tab or device,
 * changes what the page shows, the server
 * components are read again (`router.refresh()`), which keeps what the cook is typing and where
 * they are scrolled. The browser reconnects by itself, sending the last event id it had, so a
 * change made while the connection was down still arrives; back online, a new stream is opened at
 * once and the page read again. Removed from the household, the stream
 * says so and ends: the page is read again, now showing the cook's own kitchen, and a new stream
 * follows the cook's own household (the page's new `household`). The stream names the household
 * the page was read for, so a removal that happened while no stream was open (a phone asleep, a
 * reconnect under way) is told to the page as soon as one is.
 *
 * A redraw hands this component new props: a new `areas` array each time, so the stream is keyed
 * on what they say, not on the array (keyed on the array, every redraw reopened the stream, whose
 * replay redrew the page again, without end).
 */
export function LiveRefresh({ areas, saw, household }: { areas: readonly string[]; saw: number; household: string }) {
  const router = useRouter();
  // A new stream after coming back online.
  const [stream, setStream] = useState(0);
  const areasKey = areas.join(",");
  // Where the household's stream starts: what the page showed when first drawn for it (later
  // redraws of the same household move nothing: its stream is open and carries on).
  const [start, setStart] = useState({ household, saw });
  if (start.household !== household) setStart({ household, saw });
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const watched = areasKey.split(",");
    // Named by this tab's id: the changes it makes itself are left out; the cook's other tabs and
    // devices get them. The first stream for a household starts from what the page showed: a
    // change made since (while the stream was opening, or since the offline copy the browser drew
    // was read; a read that fails makes Next load the page afresh, which the browser may draw
    // from that copy) comes first. A later stream reads the page when it opens, and a reconnect
    // resumes by itself.
    const query = new URLSearchParams({ ...(PAGE_ID ? { page: PAGE_ID } : {}), household: start.household });
    if (stream === 0) query.set("after", String(start.saw));
    const source = new EventSource(`/api/household/events?${query}`);
    // Whether the page is live, for whoever checks (a browser test waits for it before a change).
    let opened = false;
    source.addEventListener("open", () => {
      document.documentElement.dataset.householdLive = "open";
      // A stream opened afresh (back online, or in another household) has no Last-Event-ID: the
      // page is read again once it listens, so nothing changed meanwhile is missed. (The
      // browser's own reconnects resend the last id and need no such read.)
      if (!opened && stream > 0) router.refresh();
      opened = true;
    });
    // Offline, a read cannot reach the server, and Next answers a failed read by loading the page
    // afresh: offline, that loses the page and the changes it still has to send. A stream can
    // still deliver an event then (a connection open before the network went is not always cut at
    // once), so a read wanted offline waits for the network.
    let wantedOffline = false;
    const read = () => {
      if (navigator.onLine) return router.refresh();
      wantedOffline = true;
      // The page knows it is behind (and says so to whoever checks, as `householdLive` does).
      document.documentElement.dataset.householdBehind = "";
    };
    // Back online: a browser may wait long between its own retries after failing offline, so the
    // page opens a new stream at once (which reads the page when it opens), or reads what it
    // missed if its stream stayed open.
    const reopen = () => {
      if (source.readyState !== EventSource.OPEN) setStream((count) => count + 1);
      else if (wantedOffline) router.refresh();
      wantedOffline = false;
      delete document.documentElement.dataset.householdBehind;
    };
    window.addEventListener("online", reopen);
    source.addEventListener("error", () => {
      delete document.documentElement.dataset.householdLive;
      // Closed for good (the browser will not retry): the server refused it, most likely because
      // the cook's session ended (signed out elsewhere, or disabled). Reading the page again
      // takes a signed-out cook to the login page.
      if (source.readyState === EventSource.CLOSED && navigator.onLine) router.refresh();
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    let again: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      clearTimeout(again);
      timer = setTimeout(() => {
        read();
        again = setTimeout(read, READ_AGAIN_MS);
      }, SETTLE_MS);
    };
    source.addEventListener("changed", (event) => {
      try {
        const { area } = JSON.parse((event as MessageEvent<string>).data) as { area?: string };
        if (area === "all" || (area && watched.includes(area))) refresh();
      } catch {
        refresh();
      }
    });
    source.addEventListener("removed", () => {
      source.close();
      // At once, not through the timer. The page read again names the cook's household now, and
      // this effect opens that household's stream (from what the new page shows); a stream for
      // the old one before then would only be told "removed" again.
      router.refresh();
    });
    return () => {
      clearTimeout(timer);
      clearTimeout(again);
      window.removeEventListener("online", reopen);
      source.close();
      delete document.documentElement.dataset.householdLive;
      delete document.documentElement.dataset.householdBehind;
    };
  }, [router, areasKey, start, stream]);
  return null;
}
