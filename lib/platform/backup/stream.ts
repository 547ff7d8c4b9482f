import { createHash } from "node:crypto";
import { Transform, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip, gzipSync } from "node:zlib";
import type { DatabaseConfig } from "@/lib/platform/config";
import { FORMAT_VERSION, type BackupHeader } from "./format";
import { postgresSnapshot } from "./postgres";
import { sqliteSnapshot } from "./sqlite";

/**
 * The backup file written from one snapshot, given the tables to read. No Prisma here (only the
 * drivers and node's own modules): this is what the download's worker thread loads
 * (download-worker.ts), and a bundle of it stays small and quick to start.
 */

/** Rows read at a time: large enough that a query's cost is small beside its rows, small enough to stay out of the way. */
const PAGE = 2000;
/**
 * Rows read at a time from a table with pictures (Bytes): a page is held twice, as values and as its
 * text, and 2,000 pictures of 40 KB made ~110 MB of each, which took a server answering a backup
 * download to 1.5 GB. 25 pictures at the upload's largest stay within a few tens of MB.
 */
const PICTURE_PAGE = 25;
/** The compressed file's chunks (zlib's default is 16 KB). */
export const CHUNK_BYTES = 256 * 1024;

/**
 * Text gathered before it is compressed on the thread itself (`gzipHere`): each such piece is one
 * gzip member of the file (a gzip file may hold several one after another: gunzip, Node's zlib
 * and the restore read them as one), large enough that a member's few bytes of framing and its
 * fresh dictionary cost nothing measurable.
 */
const MEMBER_INPUT_BYTES = 1024 * 1024;

/**
 * gzip on the calling thread, a member per MiB of text, instead of zlib's asynchronous stream,
 * which compresses on libuv's thread pool: the pool is the whole process's and runs at its
 * priority, so a download's worker thread, lowered in priority for other cooks' requests
 * (download-worker.ts), would still compress at the server's (on the 2-core bench site: search
 * p99 2.15x idle during a download with the pool compressing).
 */
function gzipHere(): Transform {
  let pending: Buffer[] = [];
  let size = 0;
  const member = () => {
    const compressed = gzipSync(Buffer.concat(pending, size), { level: 6 });
    pending = [];
    size = 0;
    return compressed;
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      pending.push(bytes);
      size += bytes.length;
      done(null, size >= MEMBER_INPUT_BYTES ? member() : undefined);
    },
    flush(done) {
      done(null, size > 0 ? member() : undefined);
    },
  });
}

/** A table to back up: its model's name, its table's name in the database, its stored fields in order. */
export type BackupSource = { name: string; table: string; fields: { name: string; type: string }[] };

export type BackupSummary = { takenAt: Date; bytes: number; rows: number; schemaVersion: string };

type Snapshot = Awaited<ReturnType<typeof postgresSnapshot>> | ReturnType<typeof sqliteSnapshot>;

/**
 * Writes a backup of `tables` to `out` and ends it. Reads one consistent snapshot while the site
 * keeps writing, on a connection of its own (the app's requests never queue behind it) in a
 * single read transaction: REPEATABLE READ on PostgreSQL; on SQLite a plain BEGIN, which in WAL
 * mode reads one snapshot and takes no lock a writer waits for. `started` is called once the
 * snapshot is open and its schema version known, before the first byte. `compressHere`: gzip on
 * this thread rather than zlib's pool (a worker thread whose priority was lowered).
 */
export async function streamBackup(
  database: DatabaseConfig,
  tables: BackupSource[],
  out: Writable,
  { started, compressHere = false }: { started?: () => void; compressHere?: boolean } = {},
): Promise<BackupSummary> {
  const snapshot: Snapshot = database.provider === "sqlite" ? sqliteSnapshot(database.file) : await postgresSnapshot(database.url);
  try {
    const version = await snapshot.schemaVersion();
    if (!version) throw new Error("The database has no migrations applied: nothing to back up.");
    started?.();
    const takenAt = new Date();
    const header: BackupHeader = {
      resPeBackup: FORMAT_VERSION,
      schemaVersion: version,
      provider: database.provider,
      takenAt: takenAt.toISOString(),
      tables: tables.map((table) => ({ name: table.name, fields: table.fields.map((field) => [field.name, field.type]) })),
    };
    let bytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    const state = { rows: 0 };
    // Large chunks: each one crosses several streams (and, for a download, two threads), so a
    // download's speed goes with its count of chunks (zlib's 16 KB made a backup downloaded
    // during a search load ~10x slower than `npm run backup`).
    const gzip = compressHere ? gzipHere() : createGzip({ level: 6, chunkSize: CHUNK_BYTES });
    await pipeline(lines(snapshot, header, tables, state), gzip, counter, out);
    return { takenAt, bytes, rows: state.rows, schemaVersion: version };
  } finally {
    await snapshot.close();
  }
}

/** The file's text, a page of rows per chunk, hashed as it goes; the trailer carries the hash. */
async function* lines(snapshot: Snapshot, header: BackupHeader, tables: BackupSource[], state: { rows: number }): AsyncGenerator<string> {
  const hash = createHash("sha256");
  const emit = (text: string) => {
    hash.update(text);
    return text;
  };
  yield emit(`${JSON.stringify(header)}\n`);
  for (const [index, table] of tables.entries()) {
    const name = JSON.stringify(table.name);
    let count = 0;
    const pageSize = table.fields.some((field) => field.type === "Bytes") ? PICTURE_PAGE : PAGE;
    for await (const page of snapshot.rows({ ...header.tables[index]!, dbName: table.table }, pageSize)) {
      let chunk = "";
      for (const values of page) chunk += `{"t":${name},"v":${JSON.stringify(values)}}\n`;
      count += page.length;
      yield emit(chunk);
      // SQLite reads synchronously: a turn of the event loop between pages keeps the thread's
      // other work going (a server's requests during a scheduled backup; a download worker's
      // messages from the server).
      await new Promise((resolve) => setImmediate(resolve));
    }
    state.rows += count;
    yield emit(`${JSON.stringify({ end: table.name, rows: count })}\n`);
  }
  yield `${JSON.stringify({ trailer: { rows: state.rows, sha256: hash.digest("hex") } })}\n`;
}
