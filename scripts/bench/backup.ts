/**
 * `npm run bench -- backup`: `npm run backup` and `npm run restore` on a large site: 100,000
 * catalog meals (the search bench's synthetic ones, with their search and pantry index rows),
 * 1,000 cooks and 5,000 own recipes each with a 40 KB picture, ratings; on SQLite and PostgreSQL
 * and from SQLite to PostgreSQL. Target: each at most 2 minutes on this machine. Then the built
 * app is started on the SQLite site and another cook's searches are load-tested while an admin
 * downloads a backup (the same file, written by the server's worker thread, on the same cores)
 * next to idle. Target: search p99 within 2× of idle.
 * BENCH_BACKUP_MEALS, BENCH_BACKUP_COOKS, BENCH_BACKUP_RECIPES change the sizes;
 * BENCH_BACKUP_SEARCH=0 skips the search part (it needs the build).
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { restoreBackupInto, writeBackup } from "../../lib/platform/backup";
import type { DatabaseConfig } from "../../lib/platform/config";
import { findPostgresBinaries, startThrowawayPostgres } from "../../tooling/throwaway-postgres";
import { benchTempDir, onCleanup, progress } from "./harness";
import { SAMPLE_PASSWORD } from "../../tooling/samples";
import { stopChild } from "../../tooling/processes";
import { logIn, signUp } from "./bench-account";
import { loopbackUrl, treeRssMb } from "./measure";
import { ROOT, ensureResPeBuilt, startResPe, type Server } from "./servers";
import { sqliteWriter, writeSyntheticMeals } from "./synthetic-meals";

const MEALS = Number(process.env.BENCH_BACKUP_MEALS ?? 100_000);
const COOKS = Number(process.env.BENCH_BACKUP_COOKS ?? 1_000);
const RECIPES = Number(process.env.BENCH_BACKUP_RECIPES ?? 5_000);
const PICTURE_BYTES = 40_000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

function migrate(url: string): void {
  const run = spawnSync(path.join(ROOT, "node_modules", ".bin", "prisma"), ["migrate", "deploy"], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: url },
  });
  if (run.status !== 0) throw new Error(`migrate deploy failed:\n${run.stdout}${run.stderr}`);
}

/** Cooks, their own recipes with pictures (random bytes: a WebP does not compress either) and ratings. */
function writeCooksAndRecipes(file: string): void {
  const db = new Database(file);
  const now = new Date().toISOString();
  const user = db.prepare(`INSERT INTO "User" ("id", "name", "email", "passwordHash", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, ?, ?)`);
  const meal = db.prepare(
    `INSERT INTO "Meal" ("id", "name", "searchName", "category", "area", "instructions", "thumbnail", "origin", "authorId", "createdAt", "updatedAt")
     VALUES (?, ?, ?, 'Vegetarian', 'British', ?, ?, 'user', ?, ?, ?)`,
  );
  const ingredient = db.prepare(`INSERT INTO "MealIngredient" ("mealId", "position", "name", "measure") VALUES (?, ?, ?, ?)`);
  const picture = db.prepare(`INSERT INTO "MealPicture" ("mealId", "bytes", "contentType", "width", "height", "etag", "updatedAt") VALUES (?, ?, 'image/webp', 1200, 900, ?, ?)`);
  const rating = db.prepare(`INSERT INTO "Rating" ("userId", "mealId", "stars", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, ?)`);
  db.transaction(() => {
    for (let n = 0; n < COOKS; n += 1) user.run(`cook${n}`, `Cook ${n}`, `cook${n}@example.com`, "$2b$12$".padEnd(60, "x"), now, now);
    for (let n = 0; n < RECIPES; n += 1) {
      const id = `own${String(n).padStart(17, "0")}`;
      meal.run(id, `Own soup ${n}`, `own soup ${n}`, "Chop.\n\nSimmer for 20 minutes.", `/recipe-pictures/${id}/x.webp`, `cook${n % COOKS}`, now, now);
      for (let position = 0; position < 8; position += 1) ingredient.run(id, position, `Ingredient ${position}`, `${position + 1} tbsp`);
      picture.run(id, randomBytes(PICTURE_BYTES), randomBytes(8).toString("hex"), now);
      for (let r = 1; r <= 4; r += 1) rating.run(`cook${(n + r) % COOKS}`, id, 1 + ((n + r) % 5), now, now);
    }
  })();
  db.close();
}

type SearchDuringBackup = { idleP99: number; duringP99: number; seconds: number; bytes: number; windows: number; idleMb: number; peakMb: number };

/**
 * The built app on the SQLite site in `dir`: another cook's /api/search p99 at idle, then while an
 * admin downloads a backup (2-second windows of load until the download ends; the worst window counts).
 */
const BACKUP_ADMIN = { name: "Bench Admin", email: "bench-backup-admin@example.com", password: SAMPLE_PASSWORD };

/**
 * The built app on the SQLite file, started while it is still empty: its start (migrations, the
 * catalog's seed, diets refreshed) reads every imported meal's ingredients in one query, which
 * SQLite refuses at 100,000 meals ("too many SQL variables"), as the search bench found first.
 */
async function startOnEmptySite(dir: string, databaseFile: string): Promise<Server> {
  await ensureResPeBuilt();
  progress("Res-pe on the (still empty) SQLite site: starting…");
  // The search's per-cook read budget would answer most of the load with 429s in no time (as in the search bench).
  return startResPe(path.join(dir, "server"), { DATABASE_URL: `file:${databaseFile}`, ADMIN_EMAILS: BACKUP_ADMIN.email, SEARCH_READS_PER_MINUTE: "10000000" });
}

async function searchDuringBackup(server: Server): Promise<SearchDuringBackup> {
  const admin = BACKUP_ADMIN;
  const searcher = { name: "Bench Searcher", email: "bench-backup-searcher@example.com", password: SAMPLE_PASSWORD };
  try {
    for (const account of [admin, searcher]) await signUp(server.origin, account);
    const [{ cookie: adminCookie }, { cookie }] = [await logIn(server.origin, admin), await logIn(server.origin, searcher)];
    const p99 = async (seconds: number) => {
      const result = await autocannon({ url: loopbackUrl("/api/search?q=soup", server.origin).href, connections: CONNECTIONS, duration: seconds, headers: { cookie } });
      // A p99 of refusals or failures would say nothing about the search.
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`Searches failed: ${result.non2xx} answers not 2xx, ${result.errors} errors.`);
      return result.latency.p99;
    };
    await p99(3); // warm: the search's index copy is read on first use
    progress("search p99 at idle…");
    const idleP99 = await p99(10);
    progress("search p99 while an admin downloads a backup…");
    // The server's memory (all its processes) before and at its highest during the download.
    const pid = server.child.proc.pid!;
    const idleMb = treeRssMb(pid);
    let peakMb = idleMb;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, treeRssMb(pid))), 250);
    const started = performance.now();
    let bytes = 0;
    const download = fetch(loopbackUrl("/api/admin/backup", server.origin), { headers: { cookie: adminCookie } }).then(async (answer) => {
      if (answer.status !== 200) throw new Error(`The backup download answered ${answer.status}: ${await answer.text()}`);
      for await (const chunk of answer.body!) bytes += chunk.length;
    });
    let finished = false;
    const ended = download.finally(() => (finished = true));
    const windows: number[] = [];
    while (!finished) windows.push(await p99(2));
    await ended;
    clearInterval(sampler);
    return { idleP99, duringP99: Math.max(...windows), seconds: (performance.now() - started) / 1000, bytes, windows: windows.length, idleMb, peakMb };
  } finally {
    await stopChild(server.child);
  }
}

async function timed<T>(what: string, run: () => Promise<T>): Promise<{ seconds: number; result: T }> {
  progress(`${what}…`);
  const started = performance.now();
  const result = await run();
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  progress(`${what}: ${seconds} s`);
  return { seconds, result };
}

export async function main(): Promise<void> {
  const dir = benchTempDir("res-pe-bench-backup-");
  const sqlite = (name: string): DatabaseConfig => ({ provider: "sqlite", file: path.join(dir, `${name}.db`) });
  const source = sqlite("source");
  if (source.provider !== "sqlite") return;
  // The record of each backup goes to the database backed up, as `npm run backup` does.
  process.env.DATABASE_URL = `file:${source.file}`;
  progress(`writing ${MEALS.toLocaleString("en")} catalog meals, ${COOKS} cooks, ${RECIPES} own recipes with pictures…`);
  migrate(`file:${source.file}`);
  const server = process.env.BENCH_BACKUP_SEARCH === "0" ? null : await startOnEmptySite(dir, source.file);
  const writer = await sqliteWriter(source.file);
  await writeSyntheticMeals(writer, 0, MEALS);
  await writer.close();
  writeCooksAndRecipes(source.file);

  const rows: string[][] = [];
  const backupTo = async (label: string, database: DatabaseConfig, file: string) => {
    const { seconds, result } = await timed(`${label}: backup`, () => writeBackup(fs.createWriteStream(file), { file, database }));
    rows.push([label, "backup", String(seconds), result.rows.toLocaleString("en"), `${(result.bytes / 1e6).toFixed(0)} MB`]);
    progress(`RESULT ${JSON.stringify(rows.at(-1))} load ${fs.readFileSync("/proc/loadavg", "utf8").trim()}`);
  };
  const restoreTo = async (label: string, database: DatabaseConfig, file: string) => {
    migrate(database.provider === "sqlite" ? `file:${database.file}` : database.url);
    const { seconds, result } = await timed(`${label}: restore`, () => restoreBackupInto(database, file));
    rows.push([label, "restore", String(seconds), result.rows.toLocaleString("en"), ""]);
    progress(`RESULT ${JSON.stringify(rows.at(-1))} load ${fs.readFileSync("/proc/loadavg", "utf8").trim()}`);
  };

  const fromSqlite = path.join(dir, "sqlite.ndjson.gz");
  // BENCH_BACKUP_STEPS=0: only the search during a backup.
  const steps = process.env.BENCH_BACKUP_STEPS !== "0";
  if (steps) await backupTo("SQLite", source, fromSqlite);
  if (steps) await restoreTo("SQLite", sqlite("restored"), fromSqlite);

  const bin = steps ? findPostgresBinaries() : null;
  if (bin) {
    const postgres = await startThrowawayPostgres(bin);
    onCleanup(() => postgres.stop());
    const pgDatabase = (url: string): DatabaseConfig => ({ provider: "postgresql", url, poolMax: 2 });
    const moved = pgDatabase(await postgres.createDatabase("moved"));
    await restoreTo("SQLite → PostgreSQL", moved, fromSqlite);
    const fromPostgres = path.join(dir, "postgres.ndjson.gz");
    await backupTo("PostgreSQL", moved, fromPostgres);
    await restoreTo("PostgreSQL", pgDatabase(await postgres.createDatabase("restored")), fromPostgres);
  } else {
    progress(steps ? "PostgreSQL SKIPPED: no binaries (apt-get install postgresql)" : "steps SKIPPED (BENCH_BACKUP_STEPS=0)");
  }

  // Last: the server holds the source site open, and the steps above do not share the machine with it.
  const search = server ? await searchDuringBackup(server) : null;
  if (search) progress(`RESULT ${JSON.stringify(search)}`);

  const header = ["Database", "Step", "Seconds", "Rows", "File"];
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index]!)).join(" | ")} |`;
  console.log(`Backup and restore: ${MEALS.toLocaleString("en")} catalog meals, ${COOKS} cooks, ${RECIPES} own recipes with ${PICTURE_BYTES / 1000} KB pictures (target: each ≤ 120 s)\n`);
  console.log([line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n"));
  if (search) {
    const met = search.duringP99 <= 2 * Math.max(search.idleP99, 1) ? "met" : "MISSED";
    console.log(
      `\nAnother cook's GET /api/search (${CONNECTIONS} connections) on the SQLite site: p99 ${search.idleP99} ms at idle, ${search.duringP99} ms (worst of ${search.windows} 2-second windows) while an admin downloaded a backup from the server (${search.seconds.toFixed(1)} s, ${(search.bytes / 1e6).toFixed(0)} MB); target ≤ 2× idle: ${met}. The server's memory (all its processes): ${search.idleMb.toFixed(0)} MB before, ${search.peakMb.toFixed(0)} MB at most during the download`,
    );
  }
}
