/**
 * Makes the data folder ready: the session secret, the database file, its migrations and the
 * embedded meal catalog. Idempotent: run on every start, it changes nothing when all is in place.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { resolveAuthSecret } from "../lib/config/auth-secret";
import { loadEnvFiles } from "../lib/config/load-env-files";
import { ConfigError, loadChefConfig, loadServerConfig } from "../lib/config/server-config";
import { createDbClient } from "../lib/db-client";
import { seedCatalog } from "../lib/meals/catalog/seed-catalog";
import { loadMealSourceConfig } from "../lib/meals/config";

export async function prepareData(): Promise<void> {
  const config = loadServerConfig();
  // A wrong MEAL_SOURCE, MEALDB_* or AI_CHEF_* stops the start here, before a build, with the
  // variable named.
  loadMealSourceConfig();
  loadChefConfig();
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.mkdirSync(path.dirname(config.databaseFile), { recursive: true });
  resolveAuthSecret(config);

  const prisma = path.join(process.cwd(), "node_modules", ".bin", "prisma");
  const result = spawnSync(prisma, ["migrate", "deploy"], { encoding: "utf8" });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`Applying database migrations to ${config.databaseFile} failed (see above).`);
  }
  const applied = /(\d+) migrations? found/.exec(result.stdout)?.[1] ?? "0";
  console.log(`Database ready: ${config.databaseFile} (${applied} migrations)`);

  const db = createDbClient(config.databaseFile);
  try {
    const seeded = await seedCatalog(db);
    console.log(
      `Meal catalog: ${seeded.added} added, ${seeded.updated} updated, ${seeded.unchanged} unchanged, ${seeded.removed} removed`,
    );
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  loadEnvFiles();
  prepareData().catch(exitOnConfigError);
}
