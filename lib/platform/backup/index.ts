/**
 * Backups of the whole site: every table and every picture (pictures are database columns:
 * MealPicture, ImportedMealPicture) in one gzip-compressed NDJSON file with the schema version and
 * a checksum (format.ts says why this shape), taken from one read snapshot while the site runs;
 * restored exactly into an empty database of either kind. Generic over the Prisma models, so it
 * imports no product domain and covers a new table unchanged. `npm run backup`, `npm run restore`,
 * BACKUP_EVERY; docs/DEPLOY.md ("Backups, and moving a site").
 *
 * For the admin page: `backupDownload()` is a download's file, written by a worker thread
 * (download.ts), recorded once whole; `lastBackup()` answers the "Last backup" figure.
 */
export { BackupRefused } from "./read";
export { backupDownload } from "./download";
export { restoreBackupInto } from "./restore";
export { lastBackup, startScheduledBackups, writeBackup, writeBackupFile, type LastBackup } from "./schedule";
