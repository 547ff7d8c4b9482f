/**
 * `npm run db:migration -- <name>`: writes the migration for the change to prisma/schema.prisma
 * since the last commit (git HEAD), for both databases at once and under the same name:
 * prisma/migrations/<timestamp>_<name>/ (SQLite) and prisma/postgres/migrations/<timestamp>_<name>/
 * (PostgreSQL, from the schema derived for it).
 *
 * `npm run db:migration -- --postgres-twin <name>`: writes the PostgreSQL twin of an SQLite
 * migration that has none yet (one merged from a branch that wrote only the SQLite side). The
 * models before and after it are read back from an SQLite database the SQLite migrations were
 * applied to, so the twin does exactly what that migration does, whatever was committed when.
 *
 * `prisma migrate dev` needs a shadow database the offline JS engine cannot provide, hence this.
 * `npm run db:check` then proves both sides agree.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { derivePostgresSchema, POSTGRES_SCHEMA, SQLITE_SCHEMA, writePostgresSchema } from "../tooling/prisma/postgres-schema";
import { applyMigrations, MIGRATION_FOLDERS, migrationNames, type Provider } from "./db/migration-folders";
import { introspect, migrationSql, ROOT } from "./db/prisma-cli";

const folderOf = (prismaDir: string, provider: Provider) => path.join(prismaDir, MIGRATION_FOLDERS[provider]);

function writeMigration(prismaDir: string, provider: Provider, name: string, sql: string): void {
  const dir = path.join(folderOf(prismaDir, provider), name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "migration.sql"), sql);
  console.log(`Wrote ${path.relative(process.cwd(), dir)}/migration.sql`);
}

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "res-pe-migration-"));
}

/** Migration folders git does not know yet: written since the last commit. */
function uncommittedMigrations(): string[] {
  const status = execFileSync("git", ["status", "--porcelain", "--untracked-files=normal", "prisma/migrations", "prisma/postgres/migrations"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  return status.split("\n").filter((line) => line.startsWith("?? ")).map((line) => line.slice(3));
}

/** Both migrations for the change since git HEAD. */
function newMigration(rawName: string, work: string): void {
  const name = rawName.replace(/[^a-z0-9_]+/gi, "_").toLowerCase();
  const pending = uncommittedMigrations();
  if (pending.length > 0) {
    // They already hold part of the change since HEAD: a new one would repeat it.
    throw new Error(
      `Uncommitted migrations: ${pending.join(", ")}. Delete them and run this again (one migration for the whole ` +
        "change), or commit them with the schema first.",
    );
  }
  let committed: string | undefined;
  try {
    committed = execFileSync("git", ["show", `HEAD:${SQLITE_SCHEMA}`], { cwd: ROOT, encoding: "utf8" });
  } catch {
    committed = undefined; // no commit yet: the first migration starts from an empty database
  }
  const committedFiles =
    committed === undefined
      ? undefined
      : { sqlite: path.join(work, "committed.sqlite.prisma"), postgresql: path.join(work, "committed.postgresql.prisma") };
  if (committed !== undefined && committedFiles) {
    fs.writeFileSync(committedFiles.sqlite, committed);
    fs.writeFileSync(committedFiles.postgresql, derivePostgresSchema(committed));
  }
  writePostgresSchema(ROOT);
  const sqlite = migrationSql(committedFiles?.sqlite, path.join(ROOT, SQLITE_SCHEMA));
  if (!sqlite) {
    console.log("The schema has not changed since the last commit: no migration written.");
    return;
  }
  const postgresql = migrationSql(committedFiles?.postgresql, path.join(ROOT, POSTGRES_SCHEMA));
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const prismaDir = path.join(ROOT, "prisma");
  writeMigration(prismaDir, "sqlite", `${stamp}_${name}`, sqlite);
  writeMigration(prismaDir, "postgresql", `${stamp}_${name}`, postgresql);
}

/**
 * Writes the PostgreSQL twin of an existing SQLite migration, named exactly or by its part after
 * the timestamp, into `prismaDir`/postgres/migrations.
 */
export async function writePostgresTwin(wanted: string, prismaDir: string): Promise<void> {
  const work = tempDir();
  try {
    await postgresTwin(wanted, prismaDir, work);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

async function postgresTwin(wanted: string, prismaDir: string, work: string): Promise<void> {
  const sqliteNames = migrationNames(folderOf(prismaDir, "sqlite"));
  const matches = sqliteNames.filter((name) => name === wanted || name.replace(/^\d+_/, "") === wanted);
  if (matches.length !== 1) {
    throw new Error(
      matches.length === 0
        ? `No SQLite migration named ${wanted} in prisma/migrations.`
        : `${wanted} names several migrations (${matches.join(", ")}): give the full folder name.`,
    );
  }
  const [name] = matches as [string];
  if (migrationNames(folderOf(prismaDir, "postgresql")).includes(name)) {
    throw new Error(`prisma/postgres/migrations/${name} exists already: delete it first to write it again.`);
  }
  const earlier = sqliteNames.slice(0, sqliteNames.indexOf(name));
  const databaseUrl = `file:${path.join(work, "replay.db")}`;
  await applyMigrations(databaseUrl, folderOf(prismaDir, "sqlite"), earlier);
  const before = earlier.length > 0 ? introspect(databaseUrl, work) : undefined;
  await applyMigrations(databaseUrl, folderOf(prismaDir, "sqlite"), [name]);
  const after = introspect(databaseUrl, work);

  const asPostgres = (file: string) => {
    const derived = `${file}.postgresql.prisma`;
    fs.writeFileSync(derived, derivePostgresSchema(fs.readFileSync(file, "utf8")));
    return derived;
  };
  const sql = migrationSql(before && asPostgres(before), asPostgres(after));
  if (!sql) throw new Error(`${name} changes no models: nothing to write.`);
  writeMigration(prismaDir, "postgresql", name, sql);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const twin = args[0] === "--postgres-twin";
  const name = twin ? args[1] : args[0];
  if (!name || args.length !== (twin ? 2 : 1)) {
    console.error("Usage: npm run db:migration -- <name>\n       npm run db:migration -- --postgres-twin <existing SQLite migration>");
    process.exit(2);
  }
  if (twin) {
    await writePostgresTwin(name, path.join(ROOT, "prisma"));
    return;
  }
  const work = tempDir();
  try {
    newMigration(name, work);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
