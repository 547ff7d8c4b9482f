import "server-only";
import { userFromRequest, watchSessionChanges } from "@/lib/auth";
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

/** Out-of-order arrivals are caught among this many of the latest ids sent (see `deliver`). */
const REMEMBERED_IDS = 256;

const REMOVED = "event: removed\ndata: {}\n\n";

/** `id:` is the newest id this page has (what a reconnect resumes after); `data.id` is this change's own. */
const changed = (newest: number, id: number, area: string) => `id: ${newest}\nevent: changed\ndata: ${JSON.stringify({ area, id })}\n\n`;

/**
 * The household's live stream for one open page. It listens before it replays what a reconnect
 * missed, holding live events back until the replay is written, and never sends a change twice.
 * It ends when the cook leaves or is removed (at once, on every instance), when the page goes, or
 * when the cook is found in another household. `page` names the open page it serves: that
 * page's own changes are not sent back to it. `saw` and `household` are where the page was
 * read (`liveStart`): what came after `saw` is sent first, and a page read for a household the
 * cook is no longer in is told "removed" at once (the stream that would have said so was down:
 * a phone asleep, a reconnect), so it reads itself again rather than show the old household.
 */
export async function householdEventStream(
  userId: string,
  request: Request,
  { page: pageId = null, saw: pageSaw = null, household: pageHousehold = null }: { page?: string | null; saw?: number | null; household?: string | null } = {},
): Promise<Response> {
  const { householdId } = await householdOf(userId);
  if (pageHousehold !== null && pageHousehold !== householdId) return eventResponse(`retry: ${RETRY_MS}\n${REMOVED}`);
  // A reconnect resumes after the last id it was given; a new stream after what its page showed.
  const resumeAfter = lastEventId(request) ?? pageSaw;
  const encoder = new TextEncoder();
  let end = () => {};
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let closed = false;
      // Ids are the activity log's, one sequence in the database shared by every process, so a
      // page resumes on any worker or instance. Two writers' events may arrive crossed (one heard
      // here at once, the other relayed from another worker a moment later): an id below the
      // newest is still sent unless it was already, and the `id:` line stays the newest, so a
      // reconnect never replays what the page had.
      let floor = resumeAfter ?? 0;
      let newest = floor;
      const sent = new Set<number>();
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
          send(REMOVED);
          end();
          return;
        }
        if (event.id <= floor || sent.has(event.id)) return;
        sent.add(event.id);
        if (sent.size > REMEMBERED_IDS) {
          const oldest = sent.values().next().value!;
          sent.delete(oldest);
          floor = Math.max(floor, oldest);
        }
        newest = Math.max(newest, event.id);
        // A change this very page made to the plan, list or pantry: it already shows it (a redraw
        // would take the focus from the line just ticked). The cook's other pages and devices are
        // redrawn; membership changes redraw every page.
        if (pageId !== null && event.pageId === pageId && event.area !== "household") return;
        send(changed(newest, event.id, event.area));
      };
      const stopListening = await onHouseholdEvent(householdId, (event) => (replaying ? held.push(event) : deliver(event)));
      // A stream is one request: its session is checked again when the cook's sessions change in
      // this cluster (signed out everywhere, disabled by the admin: it ends at once, and the
      // browser's reconnect is refused), and at every heartbeat (another instance's change).
      const stillSignedIn = () =>
        void userFromRequest(request)
          .then((user) => {
            if (user?.id !== userId) end();
          })
          .catch(() => undefined);
      const stopWatching = watchSessionChanges((changed) => {
        if (changed === userId) stillSignedIn();
      });
      const heartbeat = setInterval(() => {
        send(": still here\n\n");
        stillSignedIn();
      }, HEARTBEAT_MS);
      end = () => {
        if (closed) return;
        closed = true;
        stopListening();
        stopWatching();
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
  return eventResponse(stream);
}

function eventResponse(body: ReadableStream<Uint8Array> | string): Response {
  return new Response(body, {
    headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache, no-store, no-transform", "x-accel-buffering": "no" },
  });
}
