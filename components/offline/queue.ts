"use client";

import { OFFLINE_QUEUE_DB } from "@/config/offline";
import { sendJson, type JsonReply } from "@/components/ui/send-json";

/**
 * Changes a cook makes with no network (ticking a shopping line, adding one, changing the plan)
 * are kept in IndexedDB and sent, oldest first, when the network returns. Each write has a key:
 * a later change to the same thing (ticking, unticking) replaces the queued one, and every change
 * carries `at`, the moment the cook made it, so the server keeps whichever change is newer
 * (last writer wins per item, also against another device that was online meanwhile).
 */
export type QueuedWrite = { key: string; method: string; url: string; body?: Record<string, unknown>; at: number };
export type SendResult<Body> = JsonReply<Body> & { queued: boolean };

export const SYNCED_EVENT = "res-pe:synced";
const STORE = "writes";

function openQueue(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(OFFLINE_QUEUE_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "key" });
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

export async function pendingWrites(): Promise<QueuedWrite[]> {
  const writes = await inStore<QueuedWrite[]>("readonly", (store) => store.getAll() as IDBRequest<QueuedWrite[]>);
  return writes.sort((a, b) => a.at - b.at);
}

const forget = (key: string) => inStore("readwrite", (store) => store.delete(key));

/**
 * Sends a change now, or queues it when there is no network (the answer then says `queued`, and
 * the caller shows the change as done). `key` names what the change is about; writes that each
 * add something need their own key.
 */
export async function sendOrQueue<Body = Record<string, unknown>>(method: string, url: string, body: Record<string, unknown> | undefined, key: string): Promise<SendResult<Body>> {
  const write: QueuedWrite = { key, method, url, at: Date.now(), ...(body ? { body } : {}) };
  if (navigator.onLine) {
    const reply = await sendJson<Body>(method, url, stamped(write));
    if (reply.status !== 0) return { ...reply, queued: false };
  }
  await inStore("readwrite", (store) => store.put(write));
  return { ok: true, status: 0, body: {} as JsonReply<Body>["body"], queued: true };
}

// Only a change of an existing item takes `at`: an addition or removal has nothing older to lose to.
function stamped(write: QueuedWrite): Record<string, unknown> | undefined {
  return write.body && write.method === "PATCH" ? { ...write.body, at: write.at } : write.body;
}

let flushing: Promise<number> | null = null;

/**
 * Sends every queued change, oldest first; stops at the first that finds no network (the rest
 * wait for the next try). A change the server refuses (the item was removed meanwhile) is dropped:
 * sending it again would never succeed. Announces SYNCED_EVENT when anything was sent.
 */
export function flushQueue(): Promise<number> {
  flushing ??= (async () => {
    let sent = 0;
    try {
      // Most visitors never queue anything: no database is made just to find it empty.
      if (!(await indexedDB.databases()).some((database) => database.name === OFFLINE_QUEUE_DB)) return 0;
      for (const write of await pendingWrites()) {
        const reply = await sendJson(write.method, write.url, stamped(write));
        // No network, a busy or failing server, or a lapsed session: kept for the next try.
        if (reply.status === 0 || reply.status === 401 || reply.status === 429 || reply.status >= 500) break;
        await forget(write.key);
        sent += 1;
      }
    } finally {
      flushing = null;
    }
    if (sent > 0) window.dispatchEvent(new Event(SYNCED_EVENT));
    return sent;
  })();
  return flushing;
}

/** Drops every queued change (logging out: the next cook on this browser must not send them). */
export function clearQueue(): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(OFFLINE_QUEUE_DB);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
