import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import type { DatabaseConfig } from "../../lib/platform/config";

/**
 * PostgreSQL's catalog types (`name`, `"char"` and their arrays) → text and text[]. The schema
 * engine's own catalog queries (migrate deploy, db pull) return them, and @prisma/adapter-pg 6.19
 * has no mapping for them ("Column type 'name' could not be deserialized"); their values are
 * plain text, which is how pg already parsed them.
 */
const CATALOG_TYPES_AS_TEXT = new Map([
  [19, 25],
  [18, 25],
  [1003, 1009],
  [1002, 1009],
]);

type Described = { fields?: { dataTypeID: number }[] };

function catalogTypesAsText<Result>(result: Result): Result {
  for (const part of Array.isArray(result) ? result : [result]) {
    for (const field of (part as Described | undefined)?.fields ?? []) {
      field.dataTypeID = CATALOG_TYPES_AS_TEXT.get(field.dataTypeID) ?? field.dataTypeID;
    }
  }
  return result;
}

class SchemaEngineClient extends pg.Client {
  // One body behind pg's overloads: the adapter uses the promise form, pg's pool the callback form.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const callback = typeof args.at(-1) === "function" ? (args.pop() as (error: unknown, result?: unknown) => void) : undefined;
    const answer = (super.query as (...queryArgs: unknown[]) => Promise<unknown>)(...args).then(catalogTypesAsText);
    if (!callback) return answer;
    answer.then((result) => callback(null, result), (error: unknown) => callback(error));
  }
}

/**
 * The driver adapter Prisma's CLI (migrate, db pull) uses through prisma.config.ts: the schema
 * engine runs as JavaScript here, so it reaches the database the way the app does. Not for the
 * app's own queries (lib/platform/database).
 */
export function migrateAdapter(database: DatabaseConfig) {
  if (database.provider === "sqlite") {
    return new PrismaBetterSQLite3({ url: database.file }, { shadowDatabaseUrl: ":memory:" });
  }
  // allowExitOnIdle: the CLI does not always close the pool; idle connections must not keep it running.
  const pool = new pg.Pool({ connectionString: database.url, max: 2, allowExitOnIdle: true, Client: SchemaEngineClient });
  return new PrismaPg(pool, { disposeExternalPool: true });
}
