import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { parseConfig } from "../../lib/platform/config";
import { createDbClient, enableWriteAheadLog } from "../../lib/platform/database";
import { seedCatalog } from "../../lib/meals";
import { startThrowawayPostgres } from "../../tooling/throwaway-postgres";
import { pristinePostgresName, pristineSqliteFile } from "./pristine-database";

/**
 * Prepares the project's fresh database the way `npm start` does: (for PostgreSQL, a throw-away
 * server on the port vitest.config.mts chose first), the committed migrations through
 * `prisma migrate deploy`, then the meal catalog; and a pristine copy of it (see withPrivateDatabase).
 */
export default async function setup(project: TestProject) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...project.config.env };
  const runDir = env.RES_PE_TEST_RUN_DIR;
  const dataDir = env.DATA_DIR;
  if (!runDir || !dataDir || !path.resolve(runDir).startsWith(os.tmpdir() + path.sep)) {
    throw new Error("RES_PE_TEST_RUN_DIR must be a folder in the system temp directory (see vitest.config.mts).");
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const config = parseConfig(env);

  let server: Awaited<ReturnType<typeof startThrowawayPostgres>> | undefined;
  if (config.database.provider === "postgresql") {
    const url = new URL(config.database.url);
    server = await startThrowawayPostgres(env.RES_PE_TEST_POSTGRES_BIN ?? "", {
      port: Number(url.port),
      password: decodeURIComponent(url.password),
    });
    await server.createDatabase(url.pathname.slice(1));
  }
  const teardown = async () => {
    await server?.stop();
    fs.rmSync(runDir, { recursive: true, force: true });
  };
  try {
    const result = spawnSync("node_modules/.bin/prisma", ["migrate", "deploy"], { encoding: "utf8", env });
    if (result.status !== 0) throw new Error(`migrate deploy failed:\n${result.stdout}${result.stderr}`);
    const db = await createDbClient(config.database);
    await enableWriteAheadLog(db, config.database);
    await seedCatalog(db);
    // A pristine copy, for test files that want a database of their own (private-database.ts).
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
