import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { loadConfig } from "@/lib/platform/config";
import { db } from "@/lib/platform/database";
import { postgresUrlFor, pristinePostgresName, pristineSqliteFile } from "./pristine-database";

/**
 * Gives the calling test file a database of its own: a copy of the project's database as the
 * global setup left it (migrations and the meal catalog, no other test's rows), as a fresh SQLite
 * file or, on PostgreSQL, a `CREATE DATABASE … TEMPLATE` on the throw-away server. The app's `db`
 * (and so every route the file calls) uses it. For tests that assert whole-database answers
 * (search results, totals, facets), which rows other test files add would otherwise change.
 *
 * Call it at the top of the file, before anything reads the configuration or queries `db`.
 * Vitest runs every test file in its own worker, so the switch never reaches another file.
 */
export function withPrivateDatabase(): void {
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const shared = process.env.DATABASE_URL ?? "";
    const runDir = process.env.RES_PE_TEST_RUN_DIR ?? "";
    const suffix = randomBytes(6).toString("hex");
    if (shared.startsWith("postgres")) {
      const name = `private_${suffix}`;
      await onServer(shared, `CREATE DATABASE "${name}" TEMPLATE "${pristinePostgresName(shared)}"`);
      process.env.DATABASE_URL = postgresUrlFor(shared, name);
      drop = () => onServer(shared, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } else {
      const file = path.join(runDir, `private-${suffix}.db`);
      fs.copyFileSync(pristineSqliteFile(runDir), file);
      process.env.DATABASE_URL = `file:${file}`;
      drop = async () => {
        for (const extra of ["", "-wal", "-shm"]) fs.rmSync(`${file}${extra}`, { force: true });
      };
    }
    const database = loadConfig().database;
    if ((database.provider === "postgresql" ? database.url : `file:${database.file}`) !== process.env.DATABASE_URL) {
      throw new Error("withPrivateDatabase() came after the configuration was read: call it first in the test file.");
    }
  });
  afterAll(async () => {
    await db.$disconnect();
    await drop?.();
  });
}

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
