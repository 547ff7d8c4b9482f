import path from "node:path";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { Worker, type WorkerOptions } from "node:worker_threads";
import { loadConfig, type DatabaseConfig } from "@/lib/platform/config";
import { db } from "@/lib/platform/database";
import { CHUNK_BYTES, type BackupSource, type BackupSummary } from "./stream";
import type { FromWorker, ToWorker } from "./worker-messages";
import { backupSources, recordBackup } from "./write";

/**
 * Backups a server takes (issue 34: the admin's download, and BACKUP_EVERY's schedule) are read,
 * serialised and gzipped in a worker thread, off the thread that answers every other request.
 * On that thread the same work took a page of rows at a time between other cooks' requests,
 * which waited behind each page. Here the server's thread only passes the file's chunks on, as
 * the client (or the file) takes them.
 */

/**
 * How the worker's program is started. Production: the file scripts/start.mjs compiles with the
 * server (`npm run build`, and `npm start` when a source is newer), for Next bundles this module
 * and a worker needs a file Node loads as it is. Elsewhere (`next dev`, the tests) its source,
 * through tsx (a dependency: `npm run backup` runs on it), so an edit needs no compile step.
 */
function startWorker(workerData: { database: DatabaseConfig; tables: BackupSource[] }): Worker {
  // Not `new Worker(file)`: Turbopack takes that for a worker of its own to bundle, and fails the
  // build on a file that is compiled after it.
  const thread = (program: string, options: WorkerOptions) => Reflect.construct(Worker, [program, options]) as Worker;
  // The server runs from the app's folder (as lib/own-recipes' picture child relies on too).
  const root = process.cwd();
  if (loadConfig().server.nodeEnv === "production") return thread(path.join(root, "dist", "backup-worker.cjs"), { workerData });
  const source = path.join(root, "lib", "platform", "backup", "download-worker.ts");
  const program = `require(require.resolve("tsx/cjs/api", { paths: [${JSON.stringify(root)}] })).register();\nrequire(${JSON.stringify(source)});`;
  return thread(program, { eval: true, workerData });
}

/** Worker threads writing a backup now (read by the tests: an abandoned download must end its worker). */
export const runningBackupWorkers = new Set<Worker>();

/**
 * A backup of the site's database written by a worker thread, as the bytes of its file. Resolves
 * once the worker holds its snapshot open (a failure before then rejects, so a route still
 * answers an error, not a broken file). Once the worker is done, `whole` is awaited before the
 * stream ends. When the stream is cancelled or `signal` aborts (the client went away), the
 * worker is ended, and its database connection closes with it (better-sqlite3 closes its
 * databases when their thread ends; PostgreSQL's socket closes, which ends its transaction).
 * Backpressure: the worker posts at most a few chunks the stream has not passed on
 * (download-worker.ts), and the stream passes them on only as they are read.
 */
async function backupInWorker(whole: (summary: BackupSummary) => Promise<void>, signal?: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  const database = loadConfig().database;
  // The tables' shapes through the app's own client: a few catalog queries, and no client to make.
  const tables = await backupSources(db, database.provider);
  signal?.throwIfAborted();
  const worker = startWorker({ database, tables });
  runningBackupWorkers.add(worker);
  worker.once("exit", () => runningBackupWorkers.delete(worker));
  const tell = (message: ToWorker) => worker.postMessage(message);

  let over = false;
  /** Chunks enqueued that the worker has not been told were taken: told when the reader reads on. */
  let owed = 0;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stop = () => {
    over = true;
    void worker.terminate();
  };
  const file = new ReadableStream<Uint8Array>(
    {
      start(given) {
        controller = given;
      },
      pull() {
        if (owed === 0 || over) return;
        tell({ taken: owed });
        owed = 0;
      },
      cancel: stop,
    },
    // Counted in bytes: the reader may be a chunk behind before the worker has to wait.
    new ByteLengthQueuingStrategy({ highWaterMark: CHUNK_BYTES }),
  );

  return new Promise((resolve, reject) => {
    let started = false;
    const fail = (error: Error) => {
      if (over) return;
      stop();
      if (started) controller.error(error);
      else reject(error);
    };
    signal?.addEventListener("abort", () => fail(new Error("The backup's reader went away.")), { once: true });
    worker.on("message", (message: FromWorker) => {
      if (over) return;
      switch (message.kind) {
        case "started":
          started = true;
          resolve(file);
          break;
        case "bytes":
          controller.enqueue(message.bytes);
          if ((controller.desiredSize ?? 0) > 0) tell({ taken: 1 });
          else owed += 1;
          break;
        case "done":
          over = true;
          void worker.terminate();
          whole(message.summary).then(
            () => controller.close(),
            (error: unknown) => controller.error(error),
          );
          break;
        case "failed":
          // After the first byte, a failure ends the file early: its trailer (the checksum) is
          // then missing, and `npm run restore` refuses it before writing anything.
          fail(new Error(message.message));
          break;
      }
    });
    worker.on("error", fail);
    worker.on("exit", () => fail(new Error("The backup's worker stopped before the backup was whole.")));
  });
}

/**
 * The admin's download: the site's backup as the bytes of its file, recorded for lastBackup()
 * before the stream ends (so the admin page the browser shows next already names it).
 */
export function backupDownload(signal?: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  return backupInWorker((summary) => recordBackup(summary, null), signal);
}

/** The site's backup written into `out` by a worker thread (the schedule's file); not recorded here. */
export async function writeBackupInWorker(out: Writable): Promise<BackupSummary> {
  let summary: BackupSummary | undefined;
  const file = await backupInWorker(async (whole) => {
    summary = whole;
  });
  await pipeline(Readable.fromWeb(file as NodeReadableStream<Uint8Array>), out);
  return summary!;
}
