import { db } from "@/lib/platform/database";
import type { SecurityEventKind, SecurityEventRecord } from "./events";

/**
 * The stored security log (issue 34): /admin reads it, so it survives a restart and every server
 * process of a `SERVER_WORKERS` cluster sees the same events.
 *
 * Written after the request that caused an event, never during it: events wait in this process's
 * queue and go to the database together on the next turn of the event loop (a burst of failed
 * logins is one insert, not one each), and a failed write is reported on the server's error output
 * and dropped: the request has already been answered, and the log line is written either way.
 *
 * Bounded by count, the newest `KEPT` rows, rather than by age: a flood of guessed passwords is when
 * events pour in, and a 90-day window would let it grow the table without limit. 10,000 rows are a
 * few megabytes; a family's site keeps years of them, a busy one its latest weeks. The log lines
 * stay the complete record an operator ships elsewhere.
 */
const KEPT = 10_000;
/** Pruning costs a scan of `KEPT` index entries, so it runs once every this many stored events per process (and at the first). */
const PRUNE_EVERY = 200;

type Store = {
  queue: SecurityEventRecord[];
  flushing: Promise<void> | null;
  sincePrune: number;
  kept: number;
  pruneEvery: number;
  failureReported: boolean;
};

// Process-wide, like the sink: Next bundles routes and pages separately, and each would otherwise keep its own queue.
const holder = globalThis as typeof globalThis & { __resPeSecurityStore?: Store };
const store = (holder.__resPeSecurityStore ??= {
  queue: [],
  flushing: null,
  sincePrune: PRUNE_EVERY,
  kept: KEPT,
  pruneEvery: PRUNE_EVERY,
  failureReported: false,
});

/** Queues one event for the database; returns at once. */
export function storeSecurityEvent(record: SecurityEventRecord): void {
  store.queue.push(record);
  if (!store.flushing) store.flushing = new Promise<void>((resolve) => setImmediate(resolve)).then(flush);
}

async function flush(): Promise<void> {
  try {
    while (store.queue.length > 0) {
      const batch = store.queue.splice(0, store.queue.length);
      try {
        await db.securityEvent.createMany({ data: batch.map(toRow) });
        store.sincePrune += batch.length;
        if (store.sincePrune >= store.pruneEvery) {
          store.sincePrune = 0;
          await pruneSecurityEvents(store.kept);
        }
        store.failureReported = false;
      } catch (error) {
        // Said once per run of failures: a database that is down would otherwise repeat it on every login.
        if (!store.failureReported) console.error(`Security events could not be stored: ${error instanceof Error ? error.message : String(error)}`);
        store.failureReported = true;
      }
    }
  } finally {
    store.flushing = null;
  }
}

function toRow(record: SecurityEventRecord) {
  return {
    kind: record.security,
    at: new Date(record.at),
    userId: record.userId ?? null,
    targetUserId: record.targetUserId ?? null,
    email: record.email ?? null,
    address: record.address ?? null,
    reason: record.reason ?? null,
  };
}

/** Deletes all but the newest `kept` events. */
async function pruneSecurityEvents(kept: number): Promise<void> {
  const oldestKept = await db.securityEvent.findFirst({ orderBy: { id: "desc" }, skip: kept - 1, select: { id: true } });
  if (oldestKept) await db.securityEvent.deleteMany({ where: { id: { lt: oldestKept.id } } });
}

/** Resolves once every event queued so far is stored (tests, and a command before it exits). */
export async function securityEventsStored(): Promise<void> {
  while (store.flushing) await store.flushing;
}

/** Tests keep fewer rows, pruned more often, to see pruning at work; returns a function that restores both. */
export function keepSecurityEvents(kept: number, pruneEvery: number): () => void {
  const previous = { kept: store.kept, pruneEvery: store.pruneEvery };
  Object.assign(store, { kept, pruneEvery });
  return () => {
    Object.assign(store, previous);
  };
}

/** The newest stored events first, at most `limit`, written by any server process. */
export async function recentSecurityEvents(limit = 50): Promise<SecurityEventRecord[]> {
  const rows = await db.securityEvent.findMany({ orderBy: { id: "desc" }, take: limit });
  return rows.map((row) => ({
    security: row.kind as SecurityEventKind,
    at: row.at.toISOString(),
    ...(row.userId ? { userId: row.userId } : {}),
    ...(row.targetUserId ? { targetUserId: row.targetUserId } : {}),
    ...(row.email ? { email: row.email } : {}),
    ...(row.address ? { address: row.address } : {}),
    ...(row.reason ? { reason: row.reason } : {}),
  }));
}
