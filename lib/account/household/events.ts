import "server-only";
import { EventEmitter } from "node:events";
import pg from "pg";
import { loadConfig } from "@/lib/platform/config";
import { db } from "@/lib/platform/database";
import { onOtherWorkers, toOtherWorkers } from "@/lib/platform/workers";

/**
 * The live path of a household's changes: whatever writes the plan, the list or the pantry (or
 * the membership) publishes here after its write; every open stream of that household hears it.
 *
 * SQLite runs on one machine: an EventEmitter is the whole path in one process; with
 * `SERVER_WORKERS` above 1 the writer's process also hands the event to the cluster's primary,
 * which passes it to every other worker (lib/platform/workers), whose emitter delivers it. On PostgreSQL
 * several instances serve the same database, so an event goes through the database itself
 * (`pg_notify` on the channel below) and each process hears it on one dedicated connection that
 * LISTENs, then hands it to its own emitter: the writer's process too, so every instance delivers
 * an event the same way, once.
 */
export type HouseholdEvent =
  /** Something on the household's plan, list or pantry changed; `id` is the activity's (the stream's event id). */
  /** `actorId`: who changed it; `pageId`: the open page that did, which already shows it and is not redrawn (a redraw would take the focus from the line just ticked). */
  | { kind: "changed"; householdId: string; area: string; id: number; actorId?: string | null; pageId?: string | null }
  /** The cook left or was removed: their streams close at once. */
  | { kind: "left"; householdId: string; userId: string };

const CHANNEL = "res_pe_household";
const bus = new EventEmitter();
// One listener per open stream: thousands are expected, none is a leak.
bus.setMaxListeners(0);

let listening: Promise<void> | null = null;
const RELAY_TOPIC = "household";

// Another worker's event (SQLite under SERVER_WORKERS): delivered here as if written here.
onOtherWorkers(RELAY_TOPIC, (event) => {
  const { householdId } = (event ?? {}) as Partial<HouseholdEvent>;
  if (typeof householdId === "string") bus.emit(householdId, event);
});

function deliver(payload: string) {
  try {
    const event = JSON.parse(payload) as HouseholdEvent;
    bus.emit(event.householdId, event);
  } catch {
    // Not ours: nothing to deliver.
  }
}

/** The one LISTEN connection of this process, opened with its first stream; reopened if it drops. */
function listen(url: string): Promise<void> {
  listening ??= (async () => {
    const client = new pg.Client({ connectionString: url });
    client.on("notification", (message) => {
      if (message.channel === CHANNEL && message.payload) deliver(message.payload);
    });
    client.on("error", () => {
      listening = null;
      client.end().catch(() => {});
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
  })().catch((error: unknown) => {
    listening = null;
    throw error;
  });
  return listening;
}

/** Tells every open stream of the household, on every instance. */
export async function publishHouseholdEvent(event: HouseholdEvent): Promise<void> {
  const { database } = loadConfig();
  if (database.provider === "postgresql") {
    await listen(database.url);
    await db.$executeRaw`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(event)})`;
    return;
  }
  bus.emit(event.householdId, event);
  toOtherWorkers(RELAY_TOPIC, event);
}

/** Hears the household's events until the returned function is called. */
export async function onHouseholdEvent(householdId: string, listener: (event: HouseholdEvent) => void): Promise<() => void> {
  const { database } = loadConfig();
  if (database.provider === "postgresql") await listen(database.url);
  bus.on(householdId, listener);
  return () => bus.off(householdId, listener);
}
