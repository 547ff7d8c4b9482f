import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import type { DatabaseConfig } from "@/lib/platform/config";
import { PrismaClient } from "../../generated/prisma/client";
import { PrismaClient as PostgresClient } from "../../generated/prisma-pg/client";

/**
 * A Prisma client on the database DATABASE_URL names. The app uses the one `db` of this module's
 * face; commands (seeding on start, the meal import) and tests may make their own. Both generated
 * clients are imported (about 70 ms once per process) so that a client can be made on demand,
 * synchronously: the app's `db` is created on first use, after the commands have loaded .env.
 */
export function createDbClient(database: DatabaseConfig): PrismaClient {
  // Prisma's defaults (2 s to start a transaction, 5 s to finish it) turn a busy minute into 500s:
  // the reliability bench's 50 cooks on PostgreSQL saw "write recipe" fail so. The same 10 s a
  // request may wait for a pooled connection, and room to finish once it has one.
  const transactionOptions = { maxWait: 10_000, timeout: 20_000 };
  if (database.provider === "postgresql") {
    const adapter = new PrismaPg({
      connectionString: database.url,
      max: database.poolMax,
      // A request waits at most this long for a free connection, then fails instead of hanging.
      connectionTimeoutMillis: 10_000,
    });
    // Generated from the same models (prisma/postgres/schema.prisma is derived from
    // prisma/schema.prisma), so it has the same API; the app is typed against the SQLite one.
    return new PostgresClient({ adapter, transactionOptions }) as unknown as PrismaClient;
  }
  return new PrismaClient({ adapter: sqliteAdapter(database.file), transactionOptions });
}

/** The part of the adapter's connection this module relies on (better-sqlite3's Database). */
type SqliteConnection = { prepare(sql: string): unknown };

/**
 * Prisma's SQLite adapter, with every transaction begun IMMEDIATE (issue 31). The adapter begins
 * them with a plain BEGIN, which is DEFERRED: the transaction starts as a reader and must become
 * the writer at its first write. When another process (SERVER_WORKERS, a command) wrote in the
 * meantime, SQLite refuses that at once with SQLITE_BUSY (Prisma's "Operation has timed out"):
 * waiting could not help, the reader's snapshot is stale. Saving a recipe (it counts the cook's
 * saved ones first) and the shopping list (it reads the lines, then merges) failed so under two
 * processes (tests/db/concurrent-writers.db.test.ts). BEGIN IMMEDIATE takes the write lock first,
 * waiting for it up to the busy timeout like any single write, so transactions of several
 * processes take turns instead. Within one process the adapter already runs one at a time.
 */
function sqliteAdapter(file: string): PrismaBetterSQLite3 {
  // better-sqlite3's busy timeout (its default, named here): how long a write waits for another
  // process's write to finish. Writes here take milliseconds; the wait blocks this process.
  const factory = new PrismaBetterSQLite3({ url: file, timeout: 5_000 });
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    const connection = (adapter as unknown as { client?: SqliteConnection }).client;
    // A Prisma upgrade that renamed this must not silently bring deferred transactions back.
    if (typeof connection?.prepare !== "function") throw new Error("The SQLite adapter no longer exposes its connection: see lib/platform/database/client.ts");
    const prepare = connection.prepare.bind(connection);
    connection.prepare = (sql: string) => prepare(/^BEGIN( DEFERRED)?( TRANSACTION)?;?$/i.test(sql.trim()) ? "BEGIN IMMEDIATE" : sql);
    return adapter;
  };
  return factory;
}

/**
 * SQLite only: switches the file to write-ahead logging (the file keeps the setting). A write,
 * such as the rate-limit count behind every login, AI chef recipe or saved recipe, then costs
 * about 1 ms instead of ~25 ms of rollback-journal syncing on this kind of disk (measured for the
 * rate limiter's UPDATE); readers never wait for the writer. Durability is unchanged (synchronous
 * stays FULL). Back-ups must copy the -wal file too, or use SQLite's .backup. Migrations run only
 * when some are pending (scripts/prepare-data.ts), because `migrate deploy` cannot lock a WAL file
 * another process has open.
 */
export async function enableWriteAheadLog(db: PrismaClient, database: DatabaseConfig): Promise<void> {
  if (database.provider === "sqlite") await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");
}
