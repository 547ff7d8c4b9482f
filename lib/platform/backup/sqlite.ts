import Database from "better-sqlite3";
import type { BackupTable } from "./format";

/**
 * SQLite's side of a backup, straight through better-sqlite3 (Prisma would add ~30 µs a row:
 * minutes on a large site). Values are turned into the file's encoding (format.ts) and back in
 * the form Prisma's SQLite adapter stores them: dates as ISO text with "+00:00", booleans as 0/1.
 */
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const columns = (table: BackupTable) => table.fields.map(([name]) => quote(name)).join(", ");

/** What Prisma or SQLite itself (CURRENT_TIMESTAMP, unix milliseconds) may have stored for a date. */
function dateText(value: unknown): string {
  if (typeof value === "number" || typeof value === "bigint") return new Date(Number(value)).toISOString();
  const text = String(value);
  return new Date(/^\d{4}-\d\d-\d\d \d/.test(text) && !/[zZ+]|-\d\d:?\d\d$/.test(text.slice(10)) ? `${text.replace(" ", "T")}Z` : text).toISOString();
}

function encode(type: string, value: unknown): unknown {
  if (value === null) return null;
  switch (type) {
    case "DateTime":
      return dateText(value);
    case "Boolean":
      return Number(value) !== 0;
    case "Int":
    case "Float":
      return Number(value);
    case "BigInt":
    case "Decimal":
      return String(value);
    case "Bytes":
      return (value as Buffer).toString("base64");
    case "Json":
      return JSON.parse(value as string) as unknown;
    default:
      return value;
  }
}

function decode(type: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case "DateTime":
      return new Date(value as string).toISOString().replace("Z", "+00:00");
    case "Boolean":
      return value ? 1 : 0;
    case "BigInt":
      return BigInt(value as string);
    case "Decimal":
      return Number(value);
    case "Bytes":
      return Buffer.from(value as string, "base64");
    case "Json":
      return JSON.stringify(value);
    default:
      return value;
  }
}

/** A read snapshot: BEGIN on a connection of its own; in WAL mode writers carry on beside it. */
export function sqliteSnapshot(file: string) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.defaultSafeIntegers(true);
  db.prepare("BEGIN").run();
  return {
    async schemaVersion(): Promise<string | undefined> {
      const row = db
        .prepare(`SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name DESC LIMIT 1`)
        .get() as { name: string } | undefined;
      return row?.name;
    },
    async *rows(table: BackupTable & { dbName: string }, page: number): AsyncGenerator<unknown[][]> {
      const types = table.fields.map(([, type]) => type);
      const iterator = db.prepare(`SELECT ${columns(table)} FROM ${quote(table.dbName)}`).raw(true).iterate() as IterableIterator<unknown[]>;
      let batch: unknown[][] = [];
      for (const row of iterator) {
        batch.push(row.map((value, index) => encode(types[index]!, value)));
        if (batch.length >= page) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
    },
    async close(): Promise<void> {
      if (db.inTransaction) db.prepare("COMMIT").run();
      db.close();
    },
  };
}

/** Writes into an SQLite file in one transaction (BEGIN IMMEDIATE: no other writer slips in). */
export function sqliteLoader(file: string) {
  const db = new Database(file, { fileMustExist: true });
  db.defaultSafeIntegers(true);
  db.pragma("busy_timeout = 10000");
  db.prepare("BEGIN IMMEDIATE").run();
  const inserts = new Map<string, Database.Statement>();
  return {
    async count(table: string): Promise<number> {
      return Number((db.prepare(`SELECT COUNT(*) AS n FROM ${quote(table)}`).get() as { n: bigint }).n);
    },
    async clear(table: string): Promise<void> {
      db.prepare(`DELETE FROM ${quote(table)}`).run();
    },
    async insert(table: BackupTable & { dbName: string }, rows: unknown[][]): Promise<void> {
      let insert = inserts.get(table.name);
      if (!insert) {
        insert = db.prepare(`INSERT INTO ${quote(table.dbName)} (${columns(table)}) VALUES (${table.fields.map(() => "?").join(", ")})`);
        inserts.set(table.name, insert);
      }
      const types = table.fields.map(([, type]) => type);
      for (const row of rows) insert.run(...types.map((type, index) => decode(type, row[index])));
    },
    /** Kept: with them, a restore of the bench's 100,000 meals already takes under a minute on SQLite. */
    async dropSecondaryIndexes(): Promise<void> {},
    /** Nothing to do: an AUTOINCREMENT table's counter (sqlite_sequence) follows the largest id inserted. */
    async resetSequences(): Promise<void> {},
    async finish(): Promise<void> {
      db.prepare("COMMIT").run();
      db.close();
    },
    async abandon(): Promise<void> {
      if (db.inTransaction) db.prepare("ROLLBACK").run();
      db.close();
    },
  };
}
