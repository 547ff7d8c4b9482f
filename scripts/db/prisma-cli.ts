/**
 * Prisma's CLI as the database scripts use it: migration SQL from two schemas (no database needed)
 * and introspection of a database. DATABASE_URL picks the driver adapter (prisma.config.ts).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

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

function failed(what: string, run: Run): Error {
  return new Error(`prisma ${what} failed (exit ${run.status}):\n${run.stdout}${run.stderr}`);
}

/**
 * The SQL that takes the models of schema `from` (undefined: an empty database) to those of `to`,
 * for the provider the two schemas name; empty when nothing changes.
 */
export function migrationSql(from: string | undefined, to: string): string {
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
  const provider = databaseUrl.startsWith("file:") ? "sqlite" : "postgresql";
  const base = path.join(dir, `introspection-base.${provider}.prisma`);
  fs.writeFileSync(base, introspectionBase(provider));
  const run = runPrisma(["db", "pull", "--print", "--schema", base], { DATABASE_URL: databaseUrl });
  if (run.status !== 0 && run.stderr.includes("P4001")) return base; // no tables: no models
  if (run.status !== 0) throw failed("db pull", run);
  // Warnings precede the schema on stdout.
  const schema = run.stdout.slice(run.stdout.search(/^generator /m));
  const file = path.join(dir, `introspected-${path.basename(dir)}-${Date.now()}.prisma`);
  fs.writeFileSync(file, schema);
  return file;
}
