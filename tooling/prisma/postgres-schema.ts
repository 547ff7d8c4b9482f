import fs from "node:fs";
import path from "node:path";

/** The one source of the models, written for SQLite (the embedded default). */
export const SQLITE_SCHEMA = path.join("prisma", "schema.prisma");
/** The same models for PostgreSQL, derived from it (git-ignored, rewritten whenever Prisma's CLI loads its config). */
export const POSTGRES_SCHEMA = path.join("prisma", "postgres", "schema.prisma");

const DERIVED_HEADER =
  "// GENERATED from prisma/schema.prisma (tooling/prisma/postgres-schema.ts): edit that file, never this one.\n";

function replaceOnce(schema: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = schema.match(new RegExp(pattern.source, "g"))?.length ?? 0;
  if (matches !== 1) throw new Error(`Cannot derive the PostgreSQL schema: expected one ${what}, found ${matches}.`);
  return schema.replace(pattern, replacement);
}

/**
 * The PostgreSQL twin of an SQLite schema: only the datasource's provider and URL differ (the URL
 * is never used: the CLI and the app connect through driver adapters), and the generated client
 * goes to its own folder. Everything the models say is shared, so the two cannot disagree.
 */
export function derivePostgresSchema(sqliteSchema: string): string {
  let schema = replaceOnce(sqliteSchema, /(provider\s*=\s*)"sqlite"/, '$1"postgresql"', 'provider = "sqlite"');
  schema = replaceOnce(schema, /(url\s*=\s*)"file:[^"]*"/, '$1"postgresql://localhost/res-pe"', 'url = "file:…"');
  // One folder deeper than the source, and a client of its own.
  schema = schema.replace(/(output\s*=\s*)"\.\.\/lib\/generated\/prisma"/, '$1"../../lib/generated/prisma-pg"');
  return DERIVED_HEADER + schema;
}

/** Writes prisma/postgres/schema.prisma from prisma/schema.prisma when it is missing or out of date. */
export function writePostgresSchema(root = process.cwd()): void {
  const derived = derivePostgresSchema(fs.readFileSync(path.join(root, SQLITE_SCHEMA), "utf8"));
  const target = path.join(root, POSTGRES_SCHEMA);
  if (fs.existsSync(target) && fs.readFileSync(target, "utf8") === derived) return;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, derived);
}
