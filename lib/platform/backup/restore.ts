import fs from "node:fs";
import path from "node:path";
import type { DatabaseConfig } from "@/lib/platform/config";
import { createDbClient, storedModels, type StoredModel, type Transaction } from "@/lib/platform/database";
import { decodeRow, type BackupHeader, type BackupTable } from "./format";
import { backupLines, BackupRefused, parseHeader, verifyBackup } from "./read";
import { resetSequences, schemaVersion } from "./tables";

/** Rows per INSERT: well under SQLite's 32,766 parameters for the widest table. */
const BATCH = 500;

export type RestoreSummary = { rows: number; tables: number; schemaVersion: string; takenAt: string };

/**
 * Restores a backup file into an empty, migrated database, exactly: every row of every table, in
 * one transaction (a failure leaves the database as it was). The file is read twice: first whole,
 * to check it (checksum, end, format, schema version) before anything is written, then to write.
 */
export async function restoreBackupInto(database: DatabaseConfig, file: string): Promise<RestoreSummary> {
  const header = await verifyBackup(file);
  const client = createDbClient(database.provider === "postgresql" ? { ...database, poolMax: 2 } : database);
  try {
    const models = new Map(storedModels(client).map((model) => [model.name, model]));
    const target = await schemaVersion(client);
    // Migration names start with their UTC time, so they sort in the order they were made.
    if (header.schemaVersion > target) {
      throw new BackupRefused(
        `This backup comes from a newer Res-pe (its database was at migration ${header.schemaVersion}; this one is at ${target}). ` +
          "Update Res-pe to that version or later, run its migrations, then restore.",
      );
    }
    for (const table of header.tables) {
      if (!models.has(table.name)) throw new BackupRefused(`This backup holds table ${table.name}, which this Res-pe does not have.`);
    }
    const rows = await client.$transaction(
      async (tx) => {
        const refill = await refuseUnlessEmpty(tx, [...models.values()]);
        for (const model of refill) await delegateOf(tx, model).deleteMany({});
        const written = await writeRows(tx, file, header, models);
        if (database.provider === "postgresql") await resetSequences(tx, header.tables.map((table) => models.get(table.name)!.table));
        return written;
      },
      { maxWait: 10_000, timeout: 6 * 3_600_000 },
    );
    return { rows, tables: header.tables.length, schemaVersion: header.schemaVersion, takenAt: header.takenAt };
  } finally {
    await client.$disconnect();
  }
}

type Delegate = {
  count(): Promise<number>;
  deleteMany(args: object): Promise<unknown>;
  createMany(args: { data: Record<string, unknown>[] }): Promise<unknown>;
};

function delegateOf(tx: Transaction, model: StoredModel): Delegate {
  return (tx as unknown as Record<string, Delegate>)[model.delegate]!;
}

/**
 * Refuses a database that holds anything but what its migrations wrote themselves (a counter's
 * first row): a restore adds a site, it never merges two. Answers the tables to empty first.
 */
async function refuseUnlessEmpty(tx: Transaction, models: StoredModel[]): Promise<StoredModel[]> {
  const seeded = tablesMigrationsFill();
  const held: string[] = [];
  const refill: StoredModel[] = [];
  for (const model of models) {
    const count = await delegateOf(tx, model).count();
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

async function writeRows(tx: Transaction, file: string, header: BackupHeader, models: Map<string, StoredModel>): Promise<number> {
  const tables = new Map<string, BackupTable>(header.tables.map((table) => [table.name, table]));
  let batch: Record<string, unknown>[] = [];
  let batchTable: BackupTable | undefined;
  let rows = 0;
  const flush = async () => {
    if (batchTable && batch.length > 0) await delegateOf(tx, models.get(batchTable.name)!).createMany({ data: batch });
    batch = [];
  };
  // Read again, checked again: a file changed since the first pass fails here, and the transaction is rolled back.
  for await (const line of backupLines(file)) {
    if (line.kind === "header") {
      if (parseHeader(file, line.text).takenAt !== header.takenAt) throw new BackupRefused(`${file} changed while it was being restored.`);
      continue;
    }
    if (line.kind === "trailer") break;
    const entry = JSON.parse(line.text) as { t?: string; v?: unknown[]; end?: string; rows?: number };
    if (entry.t === undefined) continue;
    const table = tables.get(entry.t);
    if (!table) throw new BackupRefused(`${file} has rows of table ${entry.t}, which its header does not list.`);
    if (table !== batchTable || batch.length >= BATCH) {
      await flush();
      batchTable = table;
    }
    batch.push(decodeRow(table, entry.v ?? []));
    rows += 1;
  }
  await flush();
  return rows;
}
