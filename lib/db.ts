import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { loadServerConfig } from "@/lib/config/server-config";
import { createDbClient } from "@/lib/db-client";

const createClient = (): PrismaClient => createDbClient(loadServerConfig().databaseFile);

// One client per process: Next's dev server re-evaluates modules on every edit, and each new
// client would open another connection to the same file.
const globalForDb = globalThis as unknown as { resPeDb?: PrismaClient };

export const db = globalForDb.resPeDb ?? createClient();
globalForDb.resPeDb = db;
