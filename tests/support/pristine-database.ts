import path from "node:path";

/**
 * Where the global setup keeps a pristine copy of the project's database (migrated and seeded,
 * before any test ran), which every test file gets a copy of (tests/support/own-database.ts).
 * No alias imports: the global setup loads this too.
 */
export function pristineSqliteFile(runDir: string): string {
  return path.join(runDir, "pristine.db");
}

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
