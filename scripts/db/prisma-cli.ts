/**
 * Prisma's CLI as the database scripts use it: migration SQL from two schemas (no database needed)
 * and introspection of a database. DATABASE_URL picks the driver adapter (prisma.config.ts).
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const PRISMA = path.join(ROOT, "node_modules", ".bin", "prisma");

type Run = { status: number | null; stdout: string; stderr: string };

export function runPrisma(args: string[], env: Record<string, string> = {}): Run {
  const result = spawnSync(PRISMA, args, { cwd: ROOT, encoding: "utf8", env: { ...process.env, ...env } });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * Comparing two schema files needs no database, but the CLI opens the configured one all the same:
 * a scratch SQLite file, deleted afterwards.
 */
function runDiff(args: string[]): Run {
  const scratch = path.join(os.tmpdir(), `res-pe-diff-${process.pid}.db`);
  try {
    return runPrisma(["migrate", "diff", ...args], { DATABASE_URL: `file:${scratch}` });
  } finally {
    fs.rmSync(scratch, { force: true });
  }
}

/**
 * Answers already worked out in this process, by what they were worked out from. Each CLI run
 * costs seconds (a Node process and Prisma's schema engine), and one check or twin asks the same
 * question more than once (the migrations before a new one, then after it; again after the twin
 * is written); the drift tests ask every check's questions again. The answers are the CLI's own,
 * for the same inputs: a schema's text, or an SQLite database's table definitions.
 */
const answered = new Map<string, string>();

function remembered(question: unknown[], work: () => string): string {
  const key = createHash("sha256").update(JSON.stringify(question)).digest("hex");
  const known = answered.get(key);
  if (known !== undefined) return known;
  const answer = work();
  answered.set(key, answer);
  return answer;
}

const text = (file: string) => fs.readFileSync(file, "utf8");

function failed(what: string, run: Run): Error {
  return new Error(`prisma ${what} failed (exit ${run.status}):\n${run.stdout}${run.stderr}`);
}

/**
 * The SQL that takes the models of schema `from` (undefined: an empty database) to those of `to`,
 * for the provider the two schemas name; empty when nothing changes.
 */
export function migrationSql(from: string | undefined, to: string): string {
  return remembered(["migrationSql", from && text(from), text(to)], () => migrationSqlOnce(from, to));
}

function migrationSqlOnce(from: string | undefined, to: string): string {
  const run = runDiff([
    ...(from ? ["--from-schema-datamodel", from] : ["--from-empty"]),
    "--to-schema-datamodel",
    to,
    "--script",
  ]);
  if (run.status !== 0) throw failed("migrate diff", run);
  // The CLI prints "Loaded Prisma config…" on stdout before the SQL.
  const sql = run.stdout.slice(Math.max(0, run.stdout.indexOf("--")));
  return sql.includes("This is an empty migration") ? "" : sql;
}

/** What differs between the models of two schemas (Prisma's summary), or "" when they agree. */
export function schemaDifference(from: string, to: string): string {
  return remembered(["schemaDifference", text(from), text(to)], () => schemaDifferenceOnce(from, to));
}

function schemaDifferenceOnce(from: string, to: string): string {
  const run = runDiff(["--from-schema-datamodel", from, "--to-schema-datamodel", to, "--exit-code"]);
  if (run.status === 0) return "";
  if (run.status === 2) return run.stdout.replace(/^Loaded Prisma config.*\n/m, "").trim();
  throw failed("migrate diff", run);
}

/** A minimal schema for introspection: the generator keeps the CLI on its JavaScript engines. */
function introspectionBase(provider: "sqlite" | "postgresql"): string {
  const url = provider === "sqlite" ? "file:./unused.db" : "postgresql://localhost/unused";
  return `generator client {
  provider   = "prisma-client"
  output     = "../lib/generated/prisma"
  engineType = "client"
}

datasource db {
  provider = "${provider}"
  url      = "${url}"
}
`;
}

/** The models a database holds now (`prisma db pull`), as a schema file written into `dir`. */
export function introspect(databaseUrl: string, dir: string): string {
  // An SQLite database's models follow from its table and index definitions alone.
  if (!databaseUrl.startsWith("file:")) return introspectOnce(databaseUrl, dir);
  const schema = remembered(["introspect", sqliteDefinitions(databaseUrl.slice("file:".length))], () => text(introspectOnce(databaseUrl, dir)));
  return written(dir, schema);
}

/** A new file in `dir` (two introspections may come within one millisecond). */
let introspections = 0;
function written(dir: string, schema: string): string {
  const file = path.join(dir, `introspected-${path.basename(dir)}-${Date.now()}-${++introspections}.prisma`);
  fs.writeFileSync(file, schema);
  return file;
}

function sqliteDefinitions(file: string): unknown[] {
  const database = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return database.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name").all();
  } finally {
    database.close();
  }
}

function introspectOnce(databaseUrl: string, dir: string): string {
  const provider = databaseUrl.startsWith("file:") ? "sqlite" : "postgresql";
  const base = path.join(dir, `introspection-base.${provider}.prisma`);
  fs.writeFileSync(base, introspectionBase(provider));
  const run = runPrisma(["db", "pull", "--print", "--schema", base], { DATABASE_URL: databaseUrl });
  if (run.status !== 0 && run.stderr.includes("P4001")) return base; // no tables: no models
  if (run.status !== 0) throw failed("db pull", run);
  // Warnings precede the schema on stdout.
  return written(dir, run.stdout.slice(run.stdout.search(/^generator /m)));
}
