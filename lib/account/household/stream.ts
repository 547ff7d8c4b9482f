import "server-only";
import { activitySince, ACTIVITY_KEPT } from "./activity";
import { onHouseholdEvent, type HouseholdEvent } from "./events";
import { householdOf } from "./membership";

/** Proxies close a quiet connection after a minute or so: a comment line keeps it open. */
const HEARTBEAT_MS = 25_000;
/** How soon a dropped stream's browser tries again. */
const RETRY_MS = 1_000;

/** `Last-Event-ID` as a number when it is one (a browser resends what it was given); anything else: no resume. */
function lastEventId(request: Request): number | null {
  const header = request.headers.get("last-event-id") ?? "";
  return /^\d{1,15}$/.test(header) ? Number(header) : null;
}

const changed = (id: number, area: string) => `id: ${id}\nevent: changed\ndata: ${JSON.stringify({ area })}\n\n`;

/**
 * The household's live stream for one open page. It listens before it replays what a reconnect
 * missed, holding live events back until the replay is written, and never sends an id twice or out
 * of order. It ends when the cook leaves or is removed (at once, on every instance), when the page
 * goes, or when the cook is found in another household. `pageId` names the open page it serves:
 * that page's own changes are not sent back to it.
 */
export async function householdEventStream(userId: string, request: Request, pageId: string | null = null): Promise<Response> {
  const { householdId } = await householdOf(userId);
  const resumeAfter = lastEventId(request);
  const encoder = new TextEncoder();
  let end = () => {};
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let closed = false;
      let sentUpTo = resumeAfter ?? 0;
      let replaying = true;
      const held: HouseholdEvent[] = [];
      const send = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          end();
        }
      };
      const deliver = (event: HouseholdEvent) => {
        if (event.kind === "left") {
          if (event.userId !== userId) return;
          send("event: removed\ndata: {}\n\n");
          end();
          return;
        }
        if (event.id <= sentUpTo) return;
        sentUpTo = event.id;
        // A change this very page made to the plan, list or pantry: it already shows it (a redraw
        // would take the focus from the line just ticked). The cook's other pages and devices are
        // redrawn; membership changes redraw every page.
        if (pageId !== null && event.pageId === pageId && event.area !== "household") return;
        send(changed(event.id, event.area));
      };
      const stopListening = await onHouseholdEvent(householdId, (event) => (replaying ? held.push(event) : deliver(event)));
      const heartbeat = setInterval(() => send(": still here\n\n"), HEARTBEAT_MS);
      end = () => {
        if (closed) return;
        closed = true;
        stopListening();
        clearInterval(heartbeat);
        request.signal.removeEventListener("abort", end);
        try {
          controller.close();
        } catch {
          // Already closed by the client going away.
        }
      };
      request.signal.addEventListener("abort", end);
      send(`retry: ${RETRY_MS}\n: open\n\n`);
      if (resumeAfter !== null) {
        const missed = await activitySince(householdId, resumeAfter);
        for (const row of missed) deliver({ kind: "changed", householdId, area: row.area, id: row.id, actorId: row.actorId, pageId: row.pageId });
        // More missed than the log keeps: the page reads everything again.
        if (missed.length === ACTIVITY_KEPT) send(`event: changed\ndata: ${JSON.stringify({ area: "all" })}\n\n`);
      }
      replaying = false;
      for (const event of held.splice(0)) deliver(event);
    },
    cancel() {
      end();
    },
  });
  return new Response(stream, {
    headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache, no-store, no-transform", "x-accel-buffering": "no" },
  });
}
