import fs from "node:fs";
import path from "node:path";
import type { Writable } from "node:stream";
import { loadConfig, type BackupConfig, type DatabaseConfig } from "@/lib/platform/config";
import { db } from "@/lib/platform/database";
import type { BackupSummary } from "./stream";
import { writeBackupInWorker } from "./download";
import { recordBackup, writeBackupOf } from "./write";

export type LastBackup = { takenAt: Date; bytes: number; file: string | null; schemaVersion: string };

/** The newest backup taken (by npm run backup, the schedule or a download), or null: what the admin page shows. */
export async function lastBackup(): Promise<LastBackup | null> {
  const last = await db.siteBackup.findFirst({ orderBy: { takenAt: "desc" } });
  return last && { takenAt: last.takenAt, bytes: Number(last.bytes), file: last.file, schemaVersion: last.schemaVersion };
}

/**
 * A backup of a database (the site's unless `database` says) written to `out` (a file, standard
 * output), recorded for lastBackup() once whole. `file` is where it went, if a file. `offThread`:
 * the site's database, written by a worker thread, as in a server (the schedule); else on this
 * thread, as a command does.
 */
export async function writeBackup(out: Writable, options: { file?: string; database?: DatabaseConfig; offThread?: boolean } = {}): Promise<BackupSummary> {
  const summary = options.offThread ? await writeBackupInWorker(out) : await writeBackupOf(options.database ?? loadConfig().database, out);
  await recordBackup(summary, options.file ?? null);
  return summary;
}

/** A backup into a new file of `dir`, named by its time, written under a temporary name until whole. */
export async function writeBackupFile(dir: string, options: { offThread?: boolean } = {}): Promise<BackupSummary & { file: string }> {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `res-pe-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.ndjson.gz`);
  const partial = `${file}.partial`;
  try {
    const summary = await writeBackup(fs.createWriteStream(partial), { file, offThread: options.offThread });
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
 * writes the next in a worker thread (its own database connection, a read snapshot), then keeps
 * the newest BACKUP_KEEP files. A lock file in the folder keeps the processes of one machine
 * (SERVER_WORKERS) from writing the same backup twice.
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
    // In a worker thread: a backup takes seconds to minutes of a core, which the server's
    // requests must not wait behind.
    const { file, bytes } = await writeBackupFile(config.dir, { offThread: true });
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
