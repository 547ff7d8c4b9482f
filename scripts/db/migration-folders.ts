/**
 * The two migration folders (prisma/migrations for SQLite, prisma/postgres/migrations for
 * PostgreSQL: the same migration names on both sides), and applying a folder's migrations to a
 * database the way `prisma migrate deploy` does (each migration.sql in order), for the drift
 * check and the PostgreSQL twins.
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";

export const MIGRATION_FOLDERS = {
  sqlite: path.join("migrations"),
  postgresql: path.join("postgres", "migrations"),
} as const;

export type Provider = keyof typeof MIGRATION_FOLDERS;

/** The migrations in a folder, oldest first (their names start with a timestamp). */
export function migrationNames(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(folder, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort();
}

export async function applyMigrations(databaseUrl: string, folder: string, names: string[]): Promise<void> {
  const scripts = names.map((name) => fs.readFileSync(path.join(folder, name, "migration.sql"), "utf8"));
  if (databaseUrl.startsWith("file:")) {
    const database = new Database(databaseUrl.slice("file:".length));
    try {
      for (const script of scripts) database.exec(script);
    } finally {
      database.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const script of scripts) await client.query(script);
  } finally {
    await client.end();
  }
}

/**
 * Runs `work` with the URL of a new, empty database on the PostgreSQL server `serverUrl` points
 * to (its user may create databases), and drops that database afterwards.
 */
export async function withTemporaryPostgresDatabase<T>(serverUrl: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `res_pe_tmp_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      return await work(url.href);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}
