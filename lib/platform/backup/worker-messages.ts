import type { BackupSummary } from "./stream";

/** What a download's worker thread tells the server's thread, in this order: started, bytes…, then done or failed. */
export type FromWorker =
  | { kind: "started" }
  | { kind: "bytes"; bytes: Uint8Array }
  | { kind: "done"; summary: BackupSummary }
  | { kind: "failed"; message: string };

/** What the server's thread tells the worker: the download took `taken` more chunks (so the worker may post more). */
export type ToWorker = { taken: number };
