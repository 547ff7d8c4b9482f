import fs from "node:fs";
import path from "node:path";
import type { DatabaseConfig } from "@/lib/platform/config";
import { createDbClient, storedModels, type StoredModel } from "@/lib/platform/database";
import type { BackupHeader, BackupTable } from "./format";
import { postgresLoader } from "./postgres";
import { backupLines, BackupRefused, parseHeader, verifyBackup } from "./read";
import { sqliteLoader } from "./sqlite";
import { schemaVersion } from "./tables";

/** Rows per INSERT on PostgreSQL (one statement of column arrays); SQLite inserts a row at a time, prepared. */
const BATCH = 1000;

export type RestoreSummary = { rows: number; tables: number; schemaVersion: string; takenAt: string };

type Loader = Awaited<ReturnType<typeof postgresLoader>> | ReturnType<typeof sqliteLoader>;

/**
 * Restores a backup file into an empty, migrated database, exactly: every row of every table, in
 * one transaction (a failure leaves the database as it was). The file is read twice: first whole,
 * to check it (checksum, end, format, schema version) before anything is written, then to write.
 */
export async function restoreBackupInto(database: DatabaseConfig, file: string): Promise<RestoreSummary> {
  const header = await verifyBackup(file);
  const meta = createDbClient(database.provider === "postgresql" ? { ...database, poolMax: 1 } : database);
  let models: Map<string, StoredModel>;
  try {
    models = new Map(storedModels(meta).map((model) => [model.name, model]));
    const target = await schemaVersion(meta);
    // Migration names start with their UTC time, so they sort in the order they were made.
    if (header.schemaVersion > target) {
      throw new BackupRefused(
        `This backup comes from a newer Res-pe (its database was at migration ${header.schemaVersion}; this one is at ${target}). ` +
          "Update Res-pe to that version or later, run its migrations, then restore.",
      );
    }
  } finally {
    await meta.$disconnect();
  }
  for (const table of header.tables) {
    if (!models.has(table.name)) throw new BackupRefused(`This backup holds table ${table.name}, which this Res-pe does not have.`);
  }
  const loader: Loader = database.provider === "sqlite" ? sqliteLoader(database.file) : await postgresLoader(database.url);
  try {
    const refill = await refuseUnlessEmpty(loader, [...models.values()]);
    for (const model of refill) await loader.clear(model.table);
    for (const model of models.values()) await loader.dropSecondaryIndexes(model.table);
    const rows = await writeRows(loader, file, header, models);
    await loader.resetSequences();
    await loader.finish();
    return { rows, tables: header.tables.length, schemaVersion: header.schemaVersion, takenAt: header.takenAt };
  } catch (error) {
    await loader.abandon();
    throw error;
  }
}

/**
 * Refuses a database that holds anything but what its migrations wrote themselves (a counter's
 * first row): a restore adds a site, it never merges two. Answers the tables to empty first.
 */
async function refuseUnlessEmpty(loader: Loader, models: StoredModel[]): Promise<StoredModel[]> {
  const seeded = tablesMigrationsFill();
  const held: string[] = [];
  const refill: StoredModel[] = [];
  for (const model of models) {
    const count = await loader.count(model.table);
    if (count === 0) continue;
    if (seeded.has(model.table)) refill.push(model);
    else held.push(`${model.name} (${count})`);
  }
  if (held.length > 0) {
    throw new BackupRefused(
      `The database is not empty (${held.slice(0, 5).join(", ")}${held.length > 5 ? ", …" : ""}): a backup is restored only into an empty ` +
        "database. Create a new one and run `npx prisma migrate deploy` against it (or point DATABASE_URL at a new SQLite file), then restore.",
    );
  }
  return refill;
}

/** Tables whose first rows the migrations insert (not the temporary copies SQLite's table rebuilds make). */
function tablesMigrationsFill(): Set<string> {
  const tables = new Set<string>();
  for (const folder of [path.join("prisma", "migrations"), path.join("prisma", "postgres", "migrations")]) {
    if (!fs.existsSync(folder)) continue;
    for (const migration of fs.readdirSync(folder)) {
      const sql = path.join(folder, migration, "migration.sql");
      if (!fs.existsSync(sql)) continue;
      for (const match of fs.readFileSync(sql, "utf8").matchAll(/INSERT INTO "([^"]+)"/g)) {
        if (!match[1]!.startsWith("new_")) tables.add(match[1]!);
      }
    }
  }
  return tables;
}

async function writeRows(loader: Loader, file: string, header: BackupHeader, models: Map<string, StoredModel>): Promise<number> {
  const tables = new Map<string, BackupTable & { dbName: string }>(
    header.tables.map((table) => [table.name, { ...table, dbName: models.get(table.name)!.table }]),
  );
  let batch: unknown[][] = [];
  let batchTable: (BackupTable & { dbName: string }) | undefined;
  let rows = 0;
  const flush = async () => {
    if (batchTable && batch.length > 0) await loader.insert(batchTable, batch);
    batch = [];
  };
  // Read again, checked again: a file changed since the first pass fails here, and the transaction is rolled back.
  for await (const line of backupLines(file)) {
    if (line.kind === "header") {
      if (parseHeader(file, line.text).takenAt !== header.takenAt) throw new BackupRefused(`${file} changed while it was being restored.`);
      continue;
    }
    if (line.kind === "trailer") break;
    const entry = JSON.parse(line.text) as { t?: string; v?: unknown[] };
    if (entry.t === undefined) continue;
    const table = tables.get(entry.t);
    if (!table) throw new BackupRefused(`${file} has rows of table ${entry.t}, which its header does not list.`);
    if (table !== batchTable || batch.length >= BATCH) {
      await flush();
      batchTable = table;
    }
    batch.push(entry.v ?? []);
    rows += 1;
  }
  await flush();
  return rows;
}
