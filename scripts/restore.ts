/**
 * `npm run restore <file>`: restores a backup (npm run backup) into the database DATABASE_URL
 * names, which must be empty: its migrations are applied first (a new SQLite file is created), the
 * file is checked whole (checksum, end, schema version) before anything is written, then every
 * row goes in, in one transaction. A backup from SQLite restores onto PostgreSQL and back
 * (docs/DEPLOY.md, "Backups, and moving a site").
 */
import fs from "node:fs";
import path from "node:path";
import { describeDatabase, loadConfig, loadEnvFiles } from "../lib/platform/config";
import { createDbClient, enableWriteAheadLog } from "../lib/platform/database";
import { BackupRefused, restoreBackupInto } from "../lib/platform/backup";
import { exitOnConfigError, migrate } from "./prepare-data";

async function main(): Promise<void> {
  loadEnvFiles();
  const file = process.argv[2];
  if (!file || !fs.existsSync(file)) {
    console.error(file ? `No such file: ${file}` : "Usage: npm run restore -- <backup file>");
    process.exit(2);
  }
  const config = loadConfig();
  const where = describeDatabase(config.database);
  if (config.database.provider === "sqlite") fs.mkdirSync(path.dirname(config.database.file), { recursive: true });
  console.error(`Restoring ${file} into ${where} (${migrate(where)} migrations) …`);
  const started = Date.now();
  const summary = await restoreBackupInto(config.database, path.resolve(file));
  const client = createDbClient(config.database);
  await enableWriteAheadLog(client, config.database);
  await client.$disconnect();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.error(`Restored ${summary.rows} rows in ${summary.tables} tables (backup of ${summary.takenAt}, schema ${summary.schemaVersion}, ${seconds} s).`);
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    exitOnConfigError(error);
  })
  .catch((error: unknown) => {
    console.error(error instanceof BackupRefused ? `Refused: ${error.message}` : error);
    process.exit(1);
  });
