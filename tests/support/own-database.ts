import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll } from "vitest";
import { db } from "@/lib/platform/database";
import { securityEventsStored } from "@/lib/platform/security-events/store";
import { postgresUrlFor, pristinePostgresName, pristineSqliteFile } from "./pristine-database";

/**
 * Setup file of the database projects (vitest.config.mts): every test file gets a database of its
 * own, a copy of the one the global setup prepared (migrations and the meal catalog, no other
 * file's rows): a fresh SQLite file or, on PostgreSQL, a `CREATE DATABASE … TEMPLATE` on the
 * throw-away server. So files run side by side (one SQLite file would refuse a second writer)
 * without seeing each other's rows, totals or site-wide rate-limit windows, and a file may assert
 * whole-database answers (search totals, facets).
 *
 * Vitest runs every test file in its own worker and this before the file is imported, so the
 * configuration is first read with the copy's address: the app's `db`, every route the file calls
 * and the commands it starts (they inherit the environment) all use the copy.
 */
const shared = process.env.DATABASE_URL ?? "";
const runDir = process.env.RES_PE_TEST_RUN_DIR ?? "";
const suffix = randomBytes(6).toString("hex");

let drop: () => Promise<void>;
if (shared.startsWith("postgres")) {
  const name = `file_${suffix}`;
  // FILE_COPY copies the template's files (~50 ms) where the default writes them through the WAL
  // (~250 ms); its checkpoint costs little on a server that does not fsync.
  await onServer(shared, `CREATE DATABASE "${name}" TEMPLATE "${pristinePostgresName(shared)}" STRATEGY FILE_COPY`);
  process.env.DATABASE_URL = postgresUrlFor(shared, name);
  drop = () => onServer(shared, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
} else {
  const file = path.join(runDir, `file-${suffix}.db`);
  fs.copyFileSync(pristineSqliteFile(runDir), file);
  process.env.DATABASE_URL = `file:${file}`;
  drop = async () => {
    for (const extra of ["", "-wal", "-shm"]) fs.rmSync(`${file}${extra}`, { force: true });
  };
}

afterAll(async () => {
  // Security events are stored after the answer: let the last ones land before the database goes.
  await securityEventsStored();
  await db.$disconnect();
  await drop();
});

/** One statement on the server's maintenance database (CREATE/DROP DATABASE cannot run in a database's own session). */
async function onServer(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrlFor(databaseUrl, "postgres") });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
