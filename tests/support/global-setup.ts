import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDbClient } from "../../lib/db-client";
import { seedCatalog } from "../../lib/meals/catalog/seed-catalog";

/**
 * Applies the committed migrations to this run's fresh database and seeds the meal catalog,
 * the way `npm start` does.
 */
export default async function setup() {
  const runDir = process.env.RES_PE_TEST_RUN_DIR;
  if (!runDir || !path.resolve(runDir).startsWith(os.tmpdir() + path.sep)) {
    throw new Error("RES_PE_TEST_RUN_DIR must be a folder in the system temp directory (see vitest.config.ts).");
  }
  fs.mkdirSync(path.join(runDir, "data"), { recursive: true });
  const result = spawnSync("node_modules/.bin/prisma", ["migrate", "deploy"], {
    encoding: "utf8",
    env: process.env,
  });
  if (result.status !== 0) throw new Error(`migrate deploy failed:\n${result.stdout}${result.stderr}`);
  const db = createDbClient(path.join(runDir, "data", "res-pe.db"));
  await seedCatalog(db);
  await db.$disconnect();
  return () => fs.rmSync(runDir, { recursive: true, force: true });
}
