import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "./generated/prisma/client";

/**
 * A Prisma client on the SQLite file. The app uses the one in lib/db.ts; commands (seeding on
 * start, the meal import) make their own with this, outside Next.
 */
export function createDbClient(databaseFile: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaBetterSQLite3({ url: databaseFile }) });
}
