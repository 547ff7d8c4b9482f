import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { parseConfig } from "../../lib/platform/config/app-config";
import { createDbClient, enableWriteAheadLog } from "../../lib/platform/database";
import { seedCatalog } from "../../lib/meals";
import { startThrowawayPostgres } from "../../tooling/throwaway-postgres";
import { EMPTY_POSTGRES_DATABASE, emptySqliteFile, pristinePostgresName, pristineSqliteFile } from "./pristine-database";

/**
 * Prepares the project's fresh database the way `npm start` does: (for PostgreSQL, a throw-away
 * server on the port vitest.config.mts chose first), the committed migrations through
 * `prisma migrate deploy`, then the meal catalog; and a pristine copy of it, which every test
 * file gets a copy of (own-database.ts).
 *
 * Vitest runs the projects' global setups one after another, and preparing a database is much
 * waiting on other processes (the Prisma CLI, PostgreSQL): the first setup starts the preparation
 * of every database project of the run, so they overlap, and each setup waits for its own.
 */
export default async function setup(project: TestProject) {
  for (const other of project.vitest.projects) {
    if (other.config.env?.RES_PE_TEST_RUN_DIR && !preparing.has(other.name)) {
      const prepared = prepare({ ...process.env, ...other.config.env });
      // Seen by the project's own setup, which may come after another project's failure.
      prepared.catch(() => undefined);
      preparing.set(other.name, prepared);
    }
  }
  return preparing.get(project.name);
}

// Per Vitest process (this module may be loaded once per project).
const processWide = globalThis as { resPeTestDatabases?: Map<string, Promise<() => Promise<void>>> };
const preparing = (processWide.resPeTestDatabases ??= new Map());

async function prepare(env: NodeJS.ProcessEnv): Promise<() => Promise<void>> {
  const runDir = env.RES_PE_TEST_RUN_DIR;
  const dataDir = env.DATA_DIR;
  if (!runDir || !dataDir || !path.resolve(runDir).startsWith(os.tmpdir() + path.sep)) {
    throw new Error("RES_PE_TEST_RUN_DIR must be a folder in the system temp directory (see vitest.config.mts).");
  }

  let server: Awaited<ReturnType<typeof startThrowawayPostgres>> | undefined;
  const teardown = async () => {
    await server?.stop();
    fs.rmSync(runDir, { recursive: true, force: true });
  };
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    const config = parseConfig(env);
    if (config.database.provider === "postgresql") {
      const url = new URL(config.database.url);
      server = await startThrowawayPostgres(env.RES_PE_TEST_POSTGRES_BIN ?? "", {
        port: Number(url.port),
        password: decodeURIComponent(url.password),
      });
      await server.createDatabase(url.pathname.slice(1));
    }
    await migrateDeploy(env);
    // The migrated, still empty database, for tests that need one (pristine-database.ts).
    if (config.database.provider === "sqlite") fs.copyFileSync(config.database.file, emptySqliteFile(runDir));
    else await server?.createDatabaseFrom(EMPTY_POSTGRES_DATABASE, new URL(config.database.url).pathname.slice(1));
    const db = await createDbClient(config.database);
    await enableWriteAheadLog(db, config.database);
    await seedCatalog(db);
    // The pristine copy that every test file's own database is copied from (own-database.ts).
    if (config.database.provider === "sqlite") await db.$executeRawUnsafe(`VACUUM INTO '${pristineSqliteFile(runDir)}'`);
    await db.$disconnect();
    if (server && config.database.provider === "postgresql") {
      const { url } = config.database;
      await server.createDatabaseFrom(pristinePostgresName(url), new URL(url).pathname.slice(1));
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

/** `prisma migrate deploy` in a child process that does not hold up the other project's preparation. */
function migrateDeploy(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("node_modules/.bin/prisma", ["migrate", "deploy"], { env });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (status) => (status === 0 ? resolve() : reject(new Error(`migrate deploy failed:\n${output}`))));
  });
}
