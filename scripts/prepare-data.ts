/**
 * Makes the database ready: (SQLite: the data folder, the session secret and the database file)
 * its migrations and the embedded meal catalog. Idempotent, and safe when several instances
 * start at once on one PostgreSQL: run on every start, it changes nothing when all is in place.
 * `npm run db:prepare` is this alone: the release step of a deployment (docs/DEPLOY.md).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ConfigError, describeDatabase, loadConfig, loadEnvFiles, resolveAuthSecret, type DatabaseConfig } from "../lib/platform/config";
import { createDbClient, enableWriteAheadLog, type PrismaClient } from "../lib/platform/database";
import { seedCatalog } from "../lib/meals";

const prisma = (command: string) =>
  spawnSync(path.join(process.cwd(), "node_modules", ".bin", "prisma"), ["migrate", command], { encoding: "utf8" });

/** Prisma's answer when another run held its migration lock for its whole 10 s wait (error P1002). */
const LOCK_HELD_ELSEWHERE = /P1002[\s\S]*advisory lock/;
/** How long a start waits for another instance's migrations before it gives up. */
const WAIT_FOR_OTHER_MIGRATIONS_MS = 10 * 60_000;

/**
 * Applies pending migrations (`prisma migrate deploy`, which holds a database lock on PostgreSQL
 * so two instances never migrate at once). `migrate status` answers first: deploy costs ~10 s on
 * PostgreSQL even with nothing to do (the JS schema engine waits out a timer), status ~1 s.
 *
 * Prisma waits only 10 s for that lock, then fails. Two instances starting together on a busy
 * machine outlast that (35 migrations took longer in CI, and the second start failed), so a start
 * that finds the lock held tries again, each try waiting its own 10 s, until the other run ends:
 * its deploy then finds nothing left to apply.
 */
export function migrate(where: string): string {
  const status = prisma("status");
  let result = status.status === 0 && status.stdout.includes("Database schema is up to date") ? status : prisma("deploy");
  const givingUpAt = Date.now() + WAIT_FOR_OTHER_MIGRATIONS_MS;
  while (result.status !== 0 && LOCK_HELD_ELSEWHERE.test(result.stdout + result.stderr) && Date.now() < givingUpAt) {
    console.log(`Another start is applying migrations to ${where}: waiting for it…`);
    result = prisma("deploy");
  }
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`Applying database migrations to ${where} failed (see above).`);
  }
  return /(\d+) migrations? found/.exec(result.stdout)?.[1] ?? "0";
}

/**
 * The migrations of this version the database has not applied yet, by folder name, read from
 * Prisma's own table (`_prisma_migrations`): a start with nothing pending (nearly every one)
 * spawns no Prisma command, which cost ~1 s idle and several on a busy machine before the
 * server could answer (issue 31). A migration that failed, or the table missing (a new
 * database), counts as pending: `migrate deploy` then applies them or says what is wrong.
 */
export async function pendingMigrations(db: PrismaClient, database: DatabaseConfig): Promise<string[]> {
  const folder = path.join(process.cwd(), "prisma", ...(database.provider === "postgresql" ? ["postgres"] : []), "migrations");
  const wanted = fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  let applied: { migration_name: string }[];
  try {
    applied = await db.$queryRawUnsafe<{ migration_name: string }[]>(
      "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL",
    );
  } catch {
    return wanted;
  }
  const done = new Set(applied.map((row) => row.migration_name));
  return wanted.filter((name) => !done.has(name));
}

export async function prepareData(): Promise<void> {
  // Every section is validated here: a wrong setting stops the start before a build, with the
  // variable named.
  const config = loadConfig();
  if (config.database.provider === "sqlite") {
    fs.mkdirSync(config.server.dataDir, { recursive: true });
    fs.mkdirSync(path.dirname(config.database.file), { recursive: true });
    // One machine keeps its generated secret in the data folder; with PostgreSQL it is configured.
    resolveAuthSecret(config);
  }
  const where = describeDatabase(config.database);
  let db = createDbClient(config.database);
  const pending = await pendingMigrations(db, config.database);
  if (pending.length > 0) {
    // Closed first: `migrate deploy` cannot lock an SQLite file in WAL mode another connection holds.
    await db.$disconnect();
    console.log(`Database ready: ${where} (${migrate(where)} migrations)`);
    db = createDbClient(config.database);
  } else {
    console.log(`Database ready: ${where} (no migration pending)`);
  }
  try {
    await enableWriteAheadLog(db, config.database);
    const seeded = await seedCatalog(db);
    console.log(
      `Meal catalog: ${seeded.added} added, ${seeded.updated} updated, ${seeded.unchanged} unchanged, ${seeded.removed} removed`,
    );
    // Issue 34: a fresh site needs no admin setting; its owner should know who becomes one.
    if ((await db.user.count()) === 0) {
      const named = config.signIn.adminEmails.length ? ` (and ${config.signIn.adminEmails.join(", ")}, ADMIN_EMAILS)` : "";
      console.log(`No account yet: the first account made on this site becomes its admin${named}, at /admin.`);
    }
  } finally {
    await db.$disconnect();
  }
}

export function exitOnConfigError(error: unknown): never {
  if (error instanceof ConfigError) {
    console.error(`\n${error.message}\n`);
    process.exit(78); // EX_CONFIG
  }
  throw error;
}

// Run as a script (tsx scripts/prepare-data.ts), not when bundled into the compiled start (scripts/start.mjs).
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href && path.basename(process.argv[1] ?? "").startsWith("prepare-data")) {
  loadEnvFiles();
  prepareData().catch(exitOnConfigError);
}
