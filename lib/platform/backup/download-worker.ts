import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { Writable } from "node:stream";
import { parentPort, workerData } from "node:worker_threads";
import type { DatabaseConfig } from "@/lib/platform/config";
import { streamBackup, type BackupSource } from "./stream";
import type { FromWorker, ToWorker } from "./worker-messages";

/**
 * A worker thread's program (download.ts starts it): reads, serialises and gzips a backup, and
 * posts the file's bytes to the server's thread a chunk at a time. Loaded by Node itself, not by
 * Next's bundle: compiled to dist/backup-worker.cjs with the start script (scripts/start.mjs), or
 * run from this source through tsx outside production. It imports only the drivers and
 * stream.ts, never Prisma or the app's configuration: what it reads comes in `workerData`.
 */

/**
 * Chunks posted and not yet taken by the download: the worker waits beyond this, so a slow
 * client holds at most this many chunks (each a gzip member of a MiB of text: a few MB in all)
 * between the threads, never the whole file.
 */
const CHUNKS_AHEAD = 4;

/**
 * The niceness of this thread (not the server's): reading and serialising a whole site takes a
 * core for minutes, and other cooks' requests come first. On the small bench site at normal
 * priority, searches during a download went from 1.9x idle (the old page-at-a-time loop) to 4.4x:
 * the thread took the core the loop had shared. The picture re-encoder runs at the same 10.
 * Linux sets priority per thread (setpriority on the thread's id, read from /proc/thread-self);
 * elsewhere the thread keeps the server's priority. Lowering one's own priority needs no right.
 */
const THREAD_NICENESS = 10;

function lowerThisThreadsPriority(): void {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, THREAD_NICENESS);
  } catch {
    // Not Linux, or no /proc: the server's priority.
  }
}

lowerThisThreadsPriority();
const port = parentPort!;
const { database, tables } = workerData as { database: DatabaseConfig; tables: BackupSource[] };
const tell = (message: FromWorker) => port.postMessage(message);

let ahead = 0;
let waiting: (() => void) | null = null;
port.on("message", (message: ToWorker) => {
  ahead -= message.taken;
  if (waiting && ahead < CHUNKS_AHEAD) {
    const go = waiting;
    waiting = null;
    go();
  }
});

const toServer = new Writable({
  write(chunk: Buffer, _encoding, done) {
    // Copied as it is posted: zlib's chunks are slices of a buffer it goes on filling.
    tell({ kind: "bytes", bytes: chunk });
    ahead += 1;
    if (ahead < CHUNKS_AHEAD) done();
    else waiting = done;
  },
});

// Its snapshot closed either way (streamBackup's own `finally`), the thread may end: the server
// ends it on this last message, and it would end by itself once nothing holds it.
streamBackup(database, tables, toServer, { started: () => tell({ kind: "started" }), compressHere: true }).then(
  (summary) => tell({ kind: "done", summary }),
  (error: unknown) => tell({ kind: "failed", message: error instanceof Error ? error.message : String(error) }),
).finally(() => port.unref());
