"use client";

import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_SHAPE, OFFLINE_QUEUE_DB, OWNER_KEY, QUEUED_BY_HEADER, SYNCED_EVENT } from "@/config/offline";
import { sendJson, type JsonReply } from "@/components/ui/send-json";
import { writesOf, type QueuedWrite } from "./queued-writes";

/**
 * Changes a cook makes with no network (ticking a shopping line, adding one, changing the plan)
 * are kept in IndexedDB with the cook who made them, and sent, oldest first, when the network
 * returns and that same cook is signed in: never into another cook's account on a shared
 * device, and a cook's own changes wait for them to sign in again. Each write has a key: a later
 * change to the same thing (ticking, unticking) replaces the queued one, and every change
 * carries `at`, the moment the cook made it, so the server keeps whichever change is newer
 * (per field of a shopping line, also against another member's device; lib/meal-plan/merge.ts).
 * An addition is sent with its key as `Idempotency-Key`: when a first sending reached the server
 * but its answer was lost (a reload cut it off), the change stays queued and is sent again, and
 * the server answers the repeat without adding a second line (lib/platform/idempotency).
 */
export type { QueuedWrite };
export type SendResult<Body> = JsonReply<Body> & { queued: boolean };

export { SYNCED_EVENT };
const STORE = "writes";
// Version 2 keys each change by its cook as well. Version 1's changes named no cook, so nobody
// may send them: they go with the old store.
const VERSION = 2;

function openQueue(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(OFFLINE_QUEUE_DB, VERSION);
    request.onupgradeneeded = () => {
      const database = request.result;
      if (database.objectStoreNames.contains(STORE)) database.deleteObjectStore(STORE);
      database.createObjectStore(STORE, { keyPath: ["owner", "key"] });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await openQueue();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
    });
  } finally {
    database.close();
  }
}

/** The changes of `cook` still waiting on this device, oldest first. */
export async function pendingWrites(cook: string): Promise<QueuedWrite[]> {
  return writesOf(cook, await inStore<QueuedWrite[]>("readonly", (store) => store.getAll() as IDBRequest<QueuedWrite[]>));
}

const forget = (write: QueuedWrite) => inStore("readwrite", (store) => store.delete([write.owner, write.key]));

/**
 * Sends a change now, or queues it as `cook`'s when there is no network (the answer then says
 * `queued`, and the caller shows the change as done). `key` names what the change is about;
 * writes that each add something need their own key. With no cook named, nothing is queued.
 */
export async function sendOrQueue<Body = Record<string, unknown>>(
  method: string,
  url: string,
  body: Record<string, unknown> | undefined,
  { key, cook }: { key: string; cook: string | null },
): Promise<SendResult<Body>> {
  const at = Date.now();
  if (navigator.onLine) {
    const sent = stamped({ key, method, url, body, at });
    const reply = await sendJson<Body>(method, sent.url, sent.body, sent.headers);
    if (reply.status !== 0) return { ...reply, queued: false };
  }
  if (!cook) return { ok: false, status: 0, body: {} as JsonReply<Body>["body"], queued: false };
  const write: QueuedWrite = { key, owner: cook, method, url, at, ...(body ? { body } : {}) };
  await inStore("readwrite", (store) => store.put(write));
  return { ok: true, status: 0, body: {} as JsonReply<Body>["body"], queued: true };
}

/**
 * A change or removal of an existing item says when the cook made it (`at` in a change's body, in
 * a removal's query): the server keeps the newer of two members' changes, per field. An addition
 * has nothing older to lose to, but must not be made twice: it names itself by its key.
 */
function stamped({ key, method, url, body, at }: Pick<QueuedWrite, "key" | "method" | "url" | "body" | "at">): { url: string; body?: Record<string, unknown>; headers: Record<string, string> } {
  if (method === "PATCH" && body) return { url, body: { ...body, at }, headers: {} };
  if (method === "DELETE") return { url: `${url}${url.includes("?") ? "&" : "?"}at=${at}`, body, headers: {} };
  return { url, body, headers: method === "POST" && IDEMPOTENCY_KEY_SHAPE.test(key) ? { [IDEMPOTENCY_KEY_HEADER]: key } : {} };
}

let flushing: Promise<number> | null = null;

/**
 * Sends `cook`'s queued changes, oldest first, when `cook` is the one this browser last saw
 * signed in (a page left open for a cook whose session has ended since must not send into the
 * account of whoever signed in after them). Stops at the first change that finds no network
 * (the rest wait for the next try). A change the server refuses (the item was removed meanwhile)
 * is dropped: sending it again would never succeed. Announces SYNCED_EVENT when anything was
 * sent, unless `quiet` (the page is being left).
 */
export function flushQueue(cook: string, { quiet = false }: { quiet?: boolean } = {}): Promise<number> {
  flushing ??= (async () => {
    let sent = 0;
    let stopped = false;
    try {
      if (localStorage.getItem(OWNER_KEY) !== cook) return 0;
      // Most visitors never queue anything: no database is made just to find it empty.
      if (!(await indexedDB.databases()).some((database) => database.name === OFFLINE_QUEUE_DB)) return 0;
      for (const write of await pendingWrites(cook)) {
        // Named as its cook's: the server refuses it (401, kept here) if another cook is signed in.
        const stamp = stamped(write);
        const reply = await sendJson(write.method, stamp.url, stamp.body, { ...stamp.headers, [QUEUED_BY_HEADER]: write.owner });
        // No network, a busy or failing server, a lapsed session or another cook: kept for the next try.
        if (reply.status === 0 || reply.status === 401 || reply.status === 429 || reply.status >= 500) {
          stopped = true;
          break;
        }
        await forget(write);
        sent += 1;
      }
    } finally {
      flushing = null;
    }
    if (sent > 0 && !quiet) window.dispatchEvent(new Event(SYNCED_EVENT));
    // Stopped while the browser says it is online (the first request after the network came back
    // failed, or the server was busy): try again a little later rather than at the next `online`
    // event or page load, which may be long away. A few times, further apart each time.
    if (stopped && !quiet && navigator.onLine && retries < RETRY_AFTER_MS.length) {
      setTimeout(() => void flushQueue(cook).catch(() => 0), RETRY_AFTER_MS[retries++]);
    } else if (!stopped) retries = 0;
    return sent;
  })();
  return flushing;
}

/** How long a stopped flush waits before its next tries. */
const RETRY_AFTER_MS = [1_000, 2_000, 4_000, 8_000, 15_000];
let retries = 0;

/** Drops every queued change, every cook's (deleting an account: the browser keeps nothing of this site). */
export function clearQueue(): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(OFFLINE_QUEUE_DB);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
