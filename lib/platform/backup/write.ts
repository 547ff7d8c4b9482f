import type { Writable } from "node:stream";
import type { DatabaseConfig } from "@/lib/platform/config";
import { createDbClient, db, storedModels, type PrismaClient } from "@/lib/platform/database";
import { streamBackup, type BackupSource, type BackupSummary } from "./stream";
import { tableShapes } from "./tables";

/** The tables a backup reads, parents first, as `client`'s data model and the database's catalog say. */
export async function backupSources(client: PrismaClient, provider: DatabaseConfig["provider"]): Promise<BackupSource[]> {
  const tables = await tableShapes(client, provider, storedModels(client));
  return tables.map((table) => ({ name: table.name, table: table.table, fields: table.fields.map((field) => ({ name: field.name, type: field.type })) }));
}

/**
 * Writes a backup of the whole database to `out` (a file, standard output) and ends it, in this
 * thread: `npm run backup` and the schedule. A download runs the same writer in a worker thread
 * (download.ts).
 */
export async function writeBackupOf(database: DatabaseConfig, out: Writable): Promise<BackupSummary> {
  // The tables' shapes on a connection of their own: `database` need not be the app's.
  const meta = createDbClient(database.provider === "postgresql" ? { ...database, poolMax: 1 } : database);
  let tables: BackupSource[];
  try {
    tables = await backupSources(meta, database.provider);
  } finally {
    await meta.$disconnect();
  }
  return streamBackup(database, tables, out);
}

/** A whole backup, recorded as the site's last: what lastBackup() answers. `file` is where it went, if a file. */
export async function recordBackup(summary: BackupSummary, file: string | null): Promise<void> {
  await db.siteBackup.create({ data: { takenAt: summary.takenAt, bytes: BigInt(summary.bytes), file, schemaVersion: summary.schemaVersion } });
}
