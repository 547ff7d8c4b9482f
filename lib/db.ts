import "server-only";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { loadServerConfig } from "@/lib/config/server-config";

function createClient(): PrismaClient {
  const { databaseFile } = loadServerConfig();
  return new PrismaClient({ adapter: new PrismaBetterSQLite3({ url: databaseFile }) });
}

// One client per process: Next's dev server re-evaluates modules on every edit, and each new
// client would open another connection to the same file.
const globalForDb = globalThis as unknown as { resPeDb?: PrismaClient };

export const db = globalForDb.resPeDb ?? createClient();
globalForDb.resPeDb = db;
