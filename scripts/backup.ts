/**
 * `npm run backup [file or folder]`: a backup of the whole site (every table and picture) into
 * one file, taken while the site runs. Default: a new file in BACKUP_DIR ($DATA_DIR/backups).
 * `-` writes to standard output (`npm run -s backup -- - | ssh … 'cat > site.ndjson.gz'`).
 */
import fs from "node:fs";
import path from "node:path";
import { describeDatabase, loadConfig, loadEnvFiles } from "../lib/platform/config";
import { writeBackup, writeBackupFile } from "../lib/platform/backup";
import { exitOnConfigError } from "./prepare-data";

async function main(): Promise<void> {
  loadEnvFiles();
  const config = loadConfig();
  const target = process.argv[2];
  const started = Date.now();
  if (target === "-") {
    await writeBackup(process.stdout);
    return;
  }
  console.error(`Backing up ${describeDatabase(config.database)} …`);
  const isFolder = target === undefined || (fs.existsSync(target) && fs.statSync(target).isDirectory());
  const summary = isFolder
    ? await writeBackupFile(target ?? config.backup.dir)
    : await (async () => {
        const file = path.resolve(target);
        const partial = `${file}.partial`;
        const result = await writeBackup(fs.createWriteStream(partial), { file });
        fs.renameSync(partial, file);
        return { ...result, file };
      })();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.error(`Backup written: ${summary.file} (${summary.rows} rows, ${(summary.bytes / 1e6).toFixed(1)} MB, schema ${summary.schemaVersion}, ${seconds} s)`);
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    exitOnConfigError(error);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
