/**
 * Messages between the processes of one `SERVER_WORKERS` cluster (Node's cluster, server/serve.ts):
 * a worker sends on a topic; the primary passes it to every other worker. The IPC channel the
 * cluster already has is the whole path: no port, no server, nothing to configure. Outside a
 * cluster (one process, `next start`, tests), sending does nothing and nobody is listening.
 *
 * Order: the messages of one worker arrive in the order it sent them; two workers' messages may
 * cross on the way, so a listener must not assume a global order.
 */
import cluster from "node:cluster";

/** What travels: a topic, so several features can share the channel, and a JSON-able payload. */
type Relayed = { resPeRelay: string; payload: unknown };

const isRelayed = (message: unknown): message is Relayed =>
  typeof message === "object" && message !== null && typeof (message as Partial<Relayed>).resPeRelay === "string";

/** In the primary, once: every worker's relayed message goes to every other worker still connected. */
export function relayBetweenWorkers(): void {
  cluster.on("message", (from, message: unknown) => {
    if (!isRelayed(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (!worker || worker.id === from.id || !worker.isConnected()) continue;
      // A worker that dies in between only misses what it can no longer serve.
      worker.send(message, (error: Error | null) => void error);
    }
  });
}

/** Whether this process is one worker among others (then its own memory is not the whole site's). */
function inWorkerCluster(): boolean {
  return cluster.isWorker && typeof process.send === "function";
}

/** Sends to every other worker of this cluster; nothing outside a cluster. */
export function toOtherWorkers(topic: string, payload: unknown): void {
  if (!inWorkerCluster() || !process.connected) return;
  process.send!({ resPeRelay: topic, payload } satisfies Relayed, undefined, {}, (error: Error | null) => void error);
}

const listeners = new Map<string, Set<(payload: unknown) => void>>();
let hearing = false;

/** Hears what the other workers send on `topic` until the returned function is called. */
export function onOtherWorkers(topic: string, listener: (payload: unknown) => void): () => void {
  if (!hearing && inWorkerCluster()) {
    hearing = true;
    process.on("message", (message: unknown) => {
      if (!isRelayed(message)) return;
      for (const each of listeners.get(message.resPeRelay) ?? []) each(message.payload);
    });
  }
  let set = listeners.get(topic);
  if (!set) listeners.set(topic, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * The start (scripts/start.ts): with the build current, the workers load Next while the primary
 * prepares the database (migrations, the catalog), and each waits before its first query: it says
 * it is waiting, and the primary answers once the database is ready (at once after that, so a
 * worker started later, after a crash, waits for nothing). Asked by the worker, never announced
 * unasked: a worker slower to start than the database would miss an announcement.
 */
type StartMessage = { resPeStart: "waiting" | "ready" };
const isStart = (message: unknown): message is StartMessage =>
  typeof message === "object" && message !== null && typeof (message as Partial<StartMessage>).resPeStart === "string";

/** In the primary, once: answers every worker's wait when `dataReady()` has been called. */
export function answerWaitingWorkers(): { dataReady: () => void } {
  let ready = false;
  const waiting = new Set<import("node:cluster").Worker>();
  const answer = (worker: import("node:cluster").Worker) => {
    if (worker.isConnected()) worker.send({ resPeStart: "ready" } satisfies StartMessage, (error: Error | null) => void error);
  };
  cluster.on("message", (worker, message: unknown) => {
    if (!isStart(message) || message.resPeStart !== "waiting") return;
    if (ready) answer(worker);
    else waiting.add(worker);
  });
  return {
    dataReady() {
      ready = true;
      for (const worker of waiting) answer(worker);
      waiting.clear();
    },
  };
}

/** In a worker: resolves when the primary says the database is ready; at once outside a cluster. */
export function databaseReady(): Promise<void> {
  if (!inWorkerCluster()) return Promise.resolve();
  return new Promise((resolve) => {
    const hear = (message: unknown) => {
      if (!isStart(message) || message.resPeStart !== "ready") return;
      process.off("message", hear);
      resolve();
    };
    process.on("message", hear);
    process.send!({ resPeStart: "waiting" } satisfies StartMessage, undefined, {}, (error: Error | null) => void error);
  });
}
