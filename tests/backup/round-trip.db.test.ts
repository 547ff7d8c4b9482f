import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastBackup, restoreBackupInto, writeBackup } from "@/lib/platform/backup";
import { tableShapes } from "@/lib/platform/backup/tables";
import type { DatabaseConfig } from "@/lib/platform/config";
import { parseConfig } from "@/lib/platform/config/app-config";
import { createDbClient, db, storedModels, type PrismaClient } from "@/lib/platform/database";
import { householdIdOf } from "@/lib/account/household/membership";
import { findPostgresBinaries, startThrowawayPostgres, type ThrowawayPostgres } from "@/tooling/throwaway-postgres";
import { seedCook } from "../support/accounts";
import { EMPTY_POSTGRES_DATABASE, emptySqliteFile } from "../support/pristine-database";
import { rated } from "../support/ratings";
import { api, createdRecipe, pictureBytes, pictureForm } from "../support/recipes";

/**
 * A site moved between databases: this file's database (SQLite or PostgreSQL, per project) backed
 * up, restored into an empty database of the other kind, backed up there and restored into a new
 * one of the first kind; every row and picture equal at each step, table by table.
 */
const here = parseConfig(process.env).database;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "res-pe-backup-test-"));
let postgres: ThrowawayPostgres | undefined;
const opened: PrismaClient[] = [];

afterAll(async () => {
  await Promise.all(opened.map((client) => client.$disconnect()));
  await postgres?.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/**
 * A new, migrated, empty database of the given kind (as `npm run restore` prepares one). Each is a
 * copy of one migrated template: of this project's kind, the one the global setup kept right
 * after `prisma migrate deploy`; of the other kind, one this file migrates on first use. The
 * Prisma CLI costs ~2 s a run on SQLite and ~10 s on PostgreSQL, and this file needs five.
 */
async function emptyDatabase(kind: "sqlite" | "postgresql"): Promise<DatabaseConfig> {
  const name = `restored_${randomBytes(4).toString("hex")}`;
  let url: string;
  if (kind === "sqlite") {
    const file = path.join(scratch, `${name}.db`);
    fs.copyFileSync(await (templates.sqlite ??= sqliteTemplate()), file);
    url = `file:${file}`;
  } else if (here.provider === "postgresql") {
    url = await createOn(here.url, name, EMPTY_POSTGRES_DATABASE);
  } else {
    const server = await (templates.postgresql ??= postgresTemplate());
    url = await server.createDatabaseFrom(name, "restore_template");
  }
  return parseConfig({ ...process.env, DATABASE_URL: url }).database;
}

const templates: { sqlite?: Promise<string>; postgresql?: Promise<ThrowawayPostgres> } = {};

async function sqliteTemplate(): Promise<string> {
  if (here.provider === "sqlite") return emptySqliteFile(process.env.RES_PE_TEST_RUN_DIR ?? "");
  const file = path.join(scratch, "restore-template.db");
  await migrateDeploy(`file:${file}`);
  return file;
}

/** A throw-away server (this project runs on SQLite) with a migrated, empty template database. */
async function postgresTemplate(): Promise<ThrowawayPostgres> {
  const bin = findPostgresBinaries();
  if (!bin) throw new Error("PostgreSQL binaries are needed for the SQLite → PostgreSQL round trip.");
  postgres = await startThrowawayPostgres(bin);
  await migrateDeploy(await postgres.createDatabase("restore_template"));
  return postgres;
}

/** A copy of `template` on the server of `serverUrl` (FILE_COPY: a file copy, not a replay through the WAL). */
async function createOn(serverUrl: string, name: string, template: string): Promise<string> {
  const admin = new URL(serverUrl);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}" STRATEGY FILE_COPY`);
  await client.end();
  admin.pathname = `/${name}`;
  return admin.toString();
}

function migrateDeploy(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("node_modules/.bin/prisma", ["migrate", "deploy"], { env: { ...process.env, DATABASE_URL: url } });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (status) => (status === 0 ? resolve() : reject(new Error(`migrate deploy failed:\n${output}`))));
  });
}

function clientOf(database: DatabaseConfig): PrismaClient {
  const client = createDbClient(database);
  opened.push(client);
  return client;
}

async function backupOf(database: DatabaseConfig): Promise<string> {
  const file = path.join(scratch, `backup-${randomBytes(4).toString("hex")}.ndjson.gz`);
  await writeBackup(fs.createWriteStream(file), { file, database });
  return file;
}

/** Every table's rows in key order, keyed by model name. */
async function everyRow(client: PrismaClient, provider: DatabaseConfig["provider"]): Promise<Record<string, unknown[]>> {
  const tables = await tableShapes(client, provider, storedModels(client));
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    const delegate = (client as unknown as Record<string, { findMany(args: object): Promise<Record<string, unknown>[]> }>)[table.delegate]!;
    const found = await delegate.findMany({ orderBy: table.key.map((field) => ({ [field]: "asc" })) });
    // Bytes come back as Uint8Array or Buffer depending on the driver: compare their contents.
    rows[table.name] = found.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Uint8Array ? Buffer.from(v).toString("hex") : v])));
  }
  return rows;
}

async function expectSameSite(a: Record<string, unknown[]>, b: Record<string, unknown[]>) {
  expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
  for (const table of Object.keys(a)) expect({ table, rows: b[table] }).toEqual({ table, rows: a[table] });
}

/** A backup file rewritten with `change` applied to its lines, its checksum made to match again. */
function rewritten(file: string, change: (lines: string[]) => string[]): string {
  const lines = change(gunzipSync(fs.readFileSync(file)).toString("utf8").trimEnd().split("\n").slice(0, -1));
  const body = lines.map((line) => `${line}\n`).join("");
  const rows = lines.filter((line) => line.startsWith('{"t":')).length;
  const trailer = `${JSON.stringify({ trailer: { rows, sha256: createHash("sha256").update(body).digest("hex") } })}\n`;
  const out = `${file}.changed.gz`;
  fs.writeFileSync(out, gzipSync(body + trailer));
  return out;
}

async function rowCount(client: PrismaClient): Promise<number> {
  let total = 0;
  for (const model of storedModels(client)) {
    total += await (client as unknown as Record<string, { count(): Promise<number> }>)[model.delegate]!.count();
  }
  return total;
}

const other = here.provider === "sqlite" ? "postgresql" : "sqlite";

describe(`backup and restore (${here.provider} → ${other} → ${here.provider})`, { timeout: 240_000 }, () => {
  let source: string;

  beforeAll(async () => {
    // A lived-in site: cooks, their recipes with uploaded pictures, ratings, saved recipes and a
    // collection, a plan, a shopping list, a pantry, an API key, a past backup (BigInt bytes).
    const [ada, bo] = [await seedCook({ name: "Ada Lovelace" }), await seedCook({ name: "Bō Ñúñez 🍜" })];
    const soup = await createdRecipe(ada);
    const stew = await createdRecipe(bo);
    await api.upload(ada, soup.id, pictureForm(await pictureBytes("jpeg", { width: 300, height: 200 })));
    await api.upload(bo, stew.id, pictureForm(await pictureBytes("png", { width: 200, height: 300 }), "dish.png", "image/png"));
    await rated(bo, soup.id, 5);
    await rated(ada, stew.id, 3);
    await db.savedRecipe.create({ data: { userId: ada.id, mealId: stew.id } });
    await db.recipeCollection.create({ data: { userId: ada.id, name: "Weeknights", recipes: { create: { mealId: stew.id } } } });
    const adasHome = await householdIdOf(ada.id);
    await db.plannedMeal.create({ data: { userId: ada.id, householdId: adasHome, mealId: soup.id, day: "2026-12-01", slot: "dinner", servings: 3, changedAt: new Date("2026-11-30T18:00:00.123Z") } });
    await db.shoppingItem.createMany({
      data: [
        { userId: ada.id, householdId: adasHome, key: "flour", text: "200 g flour", aisle: "dry goods", own: false, checked: true },
        { userId: ada.id, householdId: adasHome, key: "milk", text: "Milk", aisle: "dairy", own: true, checked: false, changedAt: null },
      ],
    });
    await db.pantry.create({ data: { householdId: await householdIdOf(bo.id), items: JSON.stringify(["rice", "chickpeas"]) } });
    await db.apiKey.create({ data: { userId: bo.id, name: "My app", prefix: "rp_abcdef12", keyHash: randomBytes(32).toString("hex") } });
    await db.siteBackup.create({ data: { bytes: 9_007_199_254_740_993n, file: "/somewhere/else.ndjson.gz", schemaVersion: "20261121000000_init" } });
    source = await backupOf(here);
  });

  it("restores every row and picture into an empty database of the other kind, and back", async () => {
    const original = await everyRow(db, here.provider);
    expect(original.MealPicture).toHaveLength(2);
    expect(original.User!.length).toBeGreaterThanOrEqual(2);

    const there = await emptyDatabase(other);
    const restored = await restoreBackupInto(there, source);
    expect(restored.rows).toBe(Object.values(original).reduce((sum, rows) => sum + rows.length, 0) - 1); // not its own record
    const thereClient = clientOf(there);
    const copy = await everyRow(thereClient, other);
    await expectSameSite({ ...original, SiteBackup: original.SiteBackup!.filter((row) => (row as { file: string }).file !== source) }, copy);

    // A new row of a table keyed by a serial number gets a fresh one (PostgreSQL's sequences were moved on).
    const lastTerm = (original.MealSearchTerm!.at(-1) as { id: number; mealId: string });
    const added = await thereClient.mealSearchTerm.create({ data: { term: "zqafter", mealId: lastTerm.mealId, fields: 1 } });
    expect(added.id).toBeGreaterThan(lastTerm.id);

    const back = await emptyDatabase(here.provider);
    await restoreBackupInto(back, await backupOf(there));
    expect(await everyRow(clientOf(back), here.provider)).toEqual(await everyRow(thereClient, other));
    // The indexes a PostgreSQL restore drops while it fills a table are all there again.
    const postgresOne = here.provider === "postgresql" ? back : there;
    const indexes = (client: PrismaClient) =>
      client.$queryRawUnsafe<{ name: string }[]>(`SELECT indexname::text AS name FROM pg_indexes WHERE schemaname = current_schema() ORDER BY 1`);
    const fresh = await emptyDatabase("postgresql");
    expect(await indexes(clientOf(postgresOne))).toEqual(await indexes(clientOf(fresh)));
  });

  it("records the backup for the admin page", async () => {
    const last = await lastBackup();
    expect(last).toMatchObject({ file: expect.stringContaining("backup-") as unknown, schemaVersion: expect.stringMatching(/^\d{14}_/) as unknown });
    expect(last!.bytes).toBe(fs.statSync(last!.file!).size);
  });

  it("refuses a backup from a newer schema version, writing nothing", async () => {
    const future = rewritten(source, ([header, ...rest]) => [JSON.stringify({ ...JSON.parse(header!), schemaVersion: "99991231000000_from_the_future" }), ...rest]);
    const target = await emptyDatabase(other);
    await expect(restoreBackupInto(target, future)).rejects.toThrow(/newer Res-pe.*99991231000000_from_the_future/);
    expect(await rowCount(clientOf(target))).toBeLessThanOrEqual(1); // the migrations' own counter row
  });

  it("refuses a damaged or cut-short file before writing anything", async () => {
    const target = await emptyDatabase(other);
    const before = await rowCount(clientOf(target));
    const bytes = fs.readFileSync(source);
    const cut = path.join(scratch, "cut.ndjson.gz");
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.8)));
    await expect(restoreBackupInto(target, cut)).rejects.toThrow(/damaged|cut short/);
    // One star changed, the file otherwise well-formed and gzip-valid: only the checksum tells.
    const text = gunzipSync(bytes).toString("utf8");
    const edited = path.join(scratch, "edited.ndjson.gz");
    fs.writeFileSync(edited, gzipSync(text.replace(/("t":"Rating","v":\["[^"]+","[^"]+",)5,/, "$13,")));
    expect(gunzipSync(fs.readFileSync(edited)).toString("utf8")).not.toBe(text);
    await expect(restoreBackupInto(target, edited)).rejects.toThrow(/damaged: its checksum does not match/);
    expect(await rowCount(clientOf(target))).toBe(before);
  });

  it("refuses a database that is not empty", async () => {
    await expect(restoreBackupInto(here, source)).rejects.toThrow(/not empty \(.*User \(\d+\)/);
  });
});
