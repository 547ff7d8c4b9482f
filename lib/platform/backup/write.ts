import { createHash } from "node:crypto";
import { Transform, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type { DatabaseConfig } from "@/lib/platform/config";
import { createDbClient, Prisma, storedModels, type Transaction } from "@/lib/platform/database";
import { encodeRow, FORMAT_VERSION, type BackupHeader } from "./format";
import { schemaVersion, tableShapes, type TableShape } from "./tables";

/** Rows read per query: large enough that a query's cost is small beside its rows, small enough to stay out of the way. */
const PAGE = 2000;

/** Long enough for a large site on a slow disk; the snapshot is read-only, so holding it blocks no writer. */
const SNAPSHOT_TIMEOUT_MS = 6 * 3_600_000;

export type BackupSummary = { takenAt: Date; bytes: number; rows: number; schemaVersion: string };

/**
 * Writes a backup of the whole database to `out` (a file, an HTTP answer) and ends it. Reads one
 * consistent snapshot while the site keeps writing: on its own connection (the app's requests
 * never queue behind it), in a single read transaction: REPEATABLE READ on PostgreSQL; on SQLite
 * a plain BEGIN, which in WAL mode reads one snapshot and takes no lock a writer waits for.
 */
export async function writeBackupOf(database: DatabaseConfig, out: Writable): Promise<BackupSummary> {
  const client = createDbClient(database.provider === "postgresql" ? { ...database, poolMax: 2 } : database);
  try {
    return await client.$transaction(
      async (tx) => {
        if (database.provider === "postgresql") await tx.$executeRawUnsafe("SET TRANSACTION READ ONLY");
        const version = await schemaVersion(tx);
        const tables = await tableShapes(tx, database.provider, storedModels(client));
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
        await pipeline(lines(tx, header, tables, state), createGzip({ level: 6 }), counter, out);
        return { takenAt, bytes, rows: state.rows, schemaVersion: version };
      },
      {
        maxWait: 10_000,
        timeout: SNAPSHOT_TIMEOUT_MS,
        // The app is typed against the SQLite client, whose only level is Serializable; PostgreSQL's client takes this one.
        ...(database.provider === "postgresql" ? { isolationLevel: "RepeatableRead" as typeof Prisma.TransactionIsolationLevel.Serializable } : {}),
      },
    );
  } finally {
    await client.$disconnect();
  }
}

/** The file's text, a page of rows per chunk, hashed as it goes; the trailer carries the hash. */
async function* lines(tx: Transaction, header: BackupHeader, tables: TableShape[], state: { rows: number }): AsyncGenerator<string> {
  const hash = createHash("sha256");
  const emit = (text: string) => {
    hash.update(text);
    return text;
  };
  yield emit(`${JSON.stringify(header)}\n`);
  for (const table of tables) {
    let count = 0;
    for await (const page of pages(tx, table)) {
      let chunk = "";
      for (const row of page) chunk += `${JSON.stringify({ t: table.name, v: encodeRow(table.fields, row) })}\n`;
      count += page.length;
      yield emit(chunk);
    }
    state.rows += count;
    yield emit(`${JSON.stringify({ end: table.name, rows: count })}\n`);
  }
  yield `${JSON.stringify({ trailer: { rows: state.rows, sha256: hash.digest("hex") } })}\n`;
}

type Delegate = { findMany(args: object): Promise<Record<string, unknown>[]> };

/** A table's rows in key order, a page at a time, each page after the last key seen (no OFFSET: constant cost a page). */
async function* pages(tx: Transaction, table: TableShape): AsyncGenerator<Record<string, unknown>[]> {
  const delegate = (tx as unknown as Record<string, Delegate>)[table.delegate];
  if (!delegate) throw new Error(`The Prisma client has no delegate ${table.delegate} for model ${table.name}.`);
  const orderBy = table.key.map((field) => ({ [field]: "asc" }));
  let after: Record<string, unknown> | undefined;
  for (;;) {
    const page = await delegate.findMany({ where: after ? afterKey(table.key, after) : {}, orderBy, take: PAGE });
    if (page.length > 0) yield page;
    if (page.length < PAGE) return;
    after = page.at(-1);
  }
}

/** Rows whose key (a, b, c) comes after the given row's: a > x, or a = x and b > y, or a = x, b = y and c > z. */
function afterKey(key: string[], row: Record<string, unknown>): object {
  if (key.length === 1) return { [key[0]!]: { gt: row[key[0]!] } };
  return {
    OR: key.map((field, index) => ({
      ...Object.fromEntries(key.slice(0, index).map((earlier) => [earlier, row[earlier]])),
      [field]: { gt: row[field] },
    })),
  };
}
