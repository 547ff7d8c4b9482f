/**
 * The suite reads the database behind the app directly (never through the app it is judging):
 * row counts of every table, the rows a write should have left, and SQLite's integrity check.
 * One small interface over better-sqlite3 and pg, with `?` placeholders and quoted names that
 * both accept.
 */
import Database from "better-sqlite3";
import pg from "pg";
import type { Store } from "./client";

export type Row = Record<string, unknown>;

export type Reader = {
  all(sql: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
};

export async function openReader(store: Store): Promise<Reader> {
  if (store.kind === "sqlite") {
    const file = store.databaseUrl.replace(/^file:/, "");
    const db = new Database(file, { fileMustExist: true });
    db.pragma("busy_timeout = 10000");
    return {
      all: async (sql, params = []) => db.prepare(sql).all(...params) as Row[],
      close: async () => void db.close(),
    };
  }
  const client = new pg.Client({ connectionString: store.databaseUrl });
  await client.connect();
  return {
    all: async (sql, params = []) => {
      let index = 0;
      return (await client.query(sql.replace(/\?/g, () => `$${++index}`), params)).rows as Row[];
    },
    close: () => client.end(),
  };
}

/**
 * Tables whose rows count what clients did rather than what they stored: the rate limits'
 * buckets, and the revision counters the caches compare (a valid request that changes nothing,
 * such as removing a rating that was never given, still moves the ratings' revision), with what
 * each step of them changed.
 */
export const BOOKKEEPING_TABLES = new Set(["RateLimitBucket", "MealsRevision", "RevisionChange"]);

async function tableNames(store: Store, reader: Reader): Promise<string[]> {
  const rows =
    store.kind === "sqlite"
      ? await reader.all("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_prisma%'")
      : await reader.all("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_name NOT LIKE '_prisma%'");
  return rows.map((row) => String(row.name)).sort();
}

/** Rows in every table of the app's database, bookkeeping tables aside. */
export async function rowCounts(store: Store, reader: Reader): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of await tableNames(store, reader)) {
    if (BOOKKEEPING_TABLES.has(table)) continue;
    const [row] = await reader.all(`SELECT COUNT(*) AS n FROM "${table}"`);
    counts.set(table, Number(row?.n ?? 0));
  }
  return counts;
}

/** "Meal +1, Rating -2" for the tables whose counts differ, or "" when none does. */
export function countDifferences(before: Map<string, number>, after: Map<string, number>): string {
  const tables = new Set([...before.keys(), ...after.keys()]);
  return [...tables]
    .filter((table) => (before.get(table) ?? 0) !== (after.get(table) ?? 0))
    .map((table) => {
      const change = (after.get(table) ?? 0) - (before.get(table) ?? 0);
      return `${table} ${change > 0 ? "+" : ""}${change}`;
    })
    .join(", ");
}

/** SQLite's own check of the file after a crash: "ok", or what it found. */
export function sqliteIntegrity(store: Store): string {
  const db = new Database(store.databaseUrl.replace(/^file:/, ""), { fileMustExist: true });
  try {
    const rows = db.pragma("integrity_check") as { integrity_check: string }[];
    return rows.map((row) => row.integrity_check).join("; ");
  } finally {
    db.close();
  }
}
