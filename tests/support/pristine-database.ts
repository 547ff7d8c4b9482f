import path from "node:path";

/**
 * Where the global setup keeps a pristine copy of the project's database (migrated and seeded,
 * before any test ran), which every test file gets a copy of (tests/support/own-database.ts).
 * No alias imports: the global setup loads this too.
 */
export function pristineSqliteFile(runDir: string): string {
  return path.join(runDir, "pristine.db");
}

/**
 * The project's database right after `prisma migrate deploy` (no catalog, no rows): what
 * `npm run restore` prepares as a target. Tests that need an empty migrated database copy it
 * instead of running the Prisma CLI again (~2 s on SQLite, ~10 s on PostgreSQL each time).
 */
export function emptySqliteFile(runDir: string): string {
  return path.join(runDir, "empty-migrated.db");
}

/** The same on the throw-away PostgreSQL server (a template: nobody connects to it). */
export const EMPTY_POSTGRES_DATABASE = "res_pe_empty_migrated";

/** The template database's name on the throw-away PostgreSQL server. */
export function pristinePostgresName(databaseUrl: string): string {
  return `${new URL(databaseUrl).pathname.slice(1)}_pristine`;
}

/** The same server and credentials, another database. */
export function postgresUrlFor(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
