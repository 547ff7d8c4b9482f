import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { postgresUrlFor } from "../support/pristine-database";

/**
 * Two instances starting together on one PostgreSQL both run the release step (scripts/
 * prepare-data.ts). `prisma migrate deploy` holds an advisory lock while it migrates and waits
 * only 10 s for it: on a busy machine the other start outlasted that, and the second start failed
 * (CI on 2026-11-29, error P1002). The start now waits for the other one, however long it takes.
 */
const PRISMA_MIGRATION_LOCK = 72707369; // the advisory lock id `migrate deploy` takes (Prisma's constant)
const onPostgres = (process.env.DATABASE_URL ?? "").startsWith("postgres");

describe.skipIf(!onPostgres)("migrations while another start holds the lock", () => {
  it("waits until the other start is done, then finishes the migrations", { timeout: 180_000 }, async () => {
    const shared = process.env.DATABASE_URL!;
    const name = `empty_${randomBytes(4).toString("hex")}`;
    const server = new pg.Client({ connectionString: postgresUrlFor(shared, "postgres") });
    await server.connect();
    await server.query(`CREATE DATABASE "${name}"`);
    const target = postgresUrlFor(shared, name);
    // The other start: a session of its own on the new database, holding the migration lock.
    const other = new pg.Client({ connectionString: target });
    await other.connect();
    try {
      await other.query("SELECT pg_advisory_lock($1)", [PRISMA_MIGRATION_LOCK]);

      const start = spawn(
        process.execPath,
        [
          "--import",
          "./tests/support/server-side.mjs",
          "--import",
          "tsx",
          "-e",
          'import("./scripts/prepare-data.ts").then(({ default: m }) => console.log("migrations:", m.migrate("the new database")))',
        ],
        { env: { ...process.env, DATABASE_URL: target } },
      );
      let output = "";
      const ended = new Promise<number | null>((resolve) => start.once("exit", resolve));
      // The lock is let go once the start has found it held for Prisma's whole wait and says so.
      const saidWaiting = new Promise<void>((resolve) => {
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes("Another start is applying migrations")) resolve();
        };
        start.stdout.on("data", read);
        start.stderr.on("data", read);
      });
      const first = await Promise.race([saidWaiting.then(() => "waiting" as const), ended.then(() => "ended" as const)]);
      expect(first, output).toBe("waiting");
      await other.query("SELECT pg_advisory_unlock($1)", [PRISMA_MIGRATION_LOCK]);

      expect(await ended, output).toBe(0);
      expect(output).toMatch(/migrations: [1-9]\d*/);
      const applied = await other.query("SELECT count(*)::int AS n FROM _prisma_migrations WHERE finished_at IS NOT NULL");
      expect(applied.rows[0].n).toBeGreaterThan(20);
    } finally {
      await other.end();
      await server.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await server.end();
    }
  });
});
