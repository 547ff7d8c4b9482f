import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "./generated/prisma/client";

/**
 * A Prisma client on the SQLite file. The app uses the one in lib/db.ts; commands (seeding on
 * start, the meal import) make their own with this, outside Next.
 */
export function createDbClient(databaseFile: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaBetterSQLite3({ url: databaseFile }) });
}

/**
 * Switches the database file to write-ahead logging (the file keeps the setting). A write, such
 * as the rate-limit count behind every login, contact message or recipe, then costs about 1 ms
 * instead of ~25 ms of rollback-journal syncing on this kind of disk; readers never wait for a
 * writer, and several app processes can share the file. Durability is unchanged (synchronous
 * stays FULL). Back-ups must copy the -wal file too, or use SQLite's .backup.
 */
export async function enableWriteAheadLog(db: PrismaClient): Promise<void> {
  await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");
}
