import type { DatabaseConfig } from "./config/server-config";
import type { PrismaClient } from "./generated/prisma/client";

/**
 * A Prisma client on the database DATABASE_URL names. The app uses the one in lib/db.ts; commands
 * (seeding on start, the meal import) make their own with this, outside Next. Only the chosen
 * database's generated client and driver are loaded.
 */
export async function createDbClient(database: DatabaseConfig): Promise<PrismaClient> {
  if (database.provider === "postgresql") {
    const [{ PrismaClient: PostgresClient }, { PrismaPg }] = await Promise.all([
      import("./generated/prisma-pg/client"),
      import("@prisma/adapter-pg"),
    ]);
    const adapter = new PrismaPg({
      connectionString: database.url,
      max: database.poolMax,
      // A request waits at most this long for a free connection, then fails instead of hanging.
      connectionTimeoutMillis: 10_000,
    });
    // Generated from the same models (prisma/postgres/schema.prisma is derived from
    // prisma/schema.prisma), so it has the same API; the app is typed against the SQLite one.
    return new PostgresClient({ adapter }) as unknown as PrismaClient;
  }
  const [{ PrismaClient: SqliteClient }, { PrismaBetterSQLite3 }] = await Promise.all([
    import("./generated/prisma/client"),
    import("@prisma/adapter-better-sqlite3"),
  ]);
  return new SqliteClient({ adapter: new PrismaBetterSQLite3({ url: database.file }) });
}
