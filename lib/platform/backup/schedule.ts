import fs from "node:fs";
import path from "node:path";
import type { Writable } from "node:stream";
import { loadConfig, type BackupConfig, type DatabaseConfig } from "@/lib/platform/config";
import { db } from "@/lib/platform/database";
import { writeBackupOf, type BackupSummary } from "./write";

export type LastBackup = { takenAt: Date; bytes: number; file: string | null; schemaVersion: string };

/** The newest backup taken (by npm run backup, the schedule or a download), or null: what the admin page shows. */
export async function lastBackup(): Promise<LastBackup | null> {
  const last = await db.siteBackup.findFirst({ orderBy: { takenAt: "desc" } });
  return last && { takenAt: last.takenAt, bytes: Number(last.bytes), file: last.file, schemaVersion: last.schemaVersion };
}

/**
 * A backup of the site's database written to `out` (a download's answer, a file), recorded for
 * lastBackup() once whole. `file` is where it went, if a file.
 */
export async function writeBackup(out: Writable, options: { file?: string; database?: DatabaseConfig } = {}): Promise<BackupSummary> {
  const summary = await writeBackupOf(options.database ?? loadConfig().database, out);
  await db.siteBackup.create({
    data: { takenAt: summary.takenAt, bytes: BigInt(summary.bytes), file: options.file ?? null, schemaVersion: summary.schemaVersion },
  });
  return summary;
}

/** A backup into a new file of `dir`, named by its time, written under a temporary name until whole. */
export async function writeBackupFile(dir: string, database?: DatabaseConfig): Promise<BackupSummary & { file: string }> {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `res-pe-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.ndjson.gz`);
  const partial = `${file}.partial`;
  try {
    const summary = await writeBackup(fs.createWriteStream(partial), { file, database });
    fs.renameSync(partial, file);
    return { ...summary, file };
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

const SCHEDULED = /^res-pe-backup-.*\.ndjson\.gz$/;
/** How often the schedule looks whether a backup is due: cheap (one indexed row). */
const CHECK_EVERY_MS = 60_000;
/** A lock older than this belongs to a process that died mid-backup. */
const STALE_LOCK_MS = 6 * 3_600_000;

/**
 * BACKUP_EVERY: starts the server process's schedule. Every minute it looks at the last backup
 * written to BACKUP_DIR (by any process or instance sharing the database) and, when one is due,
 * writes the next, off the request path (its own database connection, a read snapshot), then
 * keeps the newest BACKUP_KEEP files. A lock file in the folder keeps the processes of one
 * machine (SERVER_WORKERS) from writing the same backup twice.
 */
export function startScheduledBackups(config: BackupConfig = loadConfig().backup): void {
  const everyMs = config.everyMs;
  if (everyMs === undefined) return;
  const timer = setInterval(() => {
    backupIfDue(config, everyMs).catch((error: unknown) => console.error("Scheduled backup failed:", error));
  }, CHECK_EVERY_MS);
  timer.unref();
}

/** One look at the schedule: a backup into `config.dir` if the last one there is `everyMs` old or more. */
export async function backupIfDue(config: BackupConfig, everyMs: number): Promise<void> {
  const last = await db.siteBackup.findFirst({ where: { file: { startsWith: config.dir } }, orderBy: { takenAt: "desc" } });
  if (last && Date.now() - last.takenAt.getTime() < everyMs) return;
  fs.mkdirSync(config.dir, { recursive: true });
  const lock = path.join(config.dir, ".backup-running");
  if (!takeLock(lock)) return;
  try {
    const { file, bytes } = await writeBackupFile(config.dir);
    console.log(`Scheduled backup: ${file} (${bytes} bytes)`);
    pruneBackups(config.dir, config.keep);
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

function takeLock(lock: string): boolean {
  try {
    fs.writeFileSync(lock, String(process.pid), { flag: "wx" });
    return true;
  } catch {
    if (Date.now() - fs.statSync(lock, { throwIfNoEntry: false })!.mtimeMs < STALE_LOCK_MS) return false;
    fs.rmSync(lock, { force: true });
    return takeLock(lock);
  }
}

/** Deletes the oldest scheduled backups beyond `keep` (names sort by time). */
function pruneBackups(dir: string, keep: number): void {
  const files = fs.readdirSync(dir).filter((name) => SCHEDULED.test(name)).sort();
  for (const name of files.slice(0, Math.max(0, files.length - keep))) fs.rmSync(path.join(dir, name), { force: true });
}
