import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { loadServerConfig } from "@/lib/config/server-config";
import { createDbClient } from "@/lib/db-client";

// One client per process: Next's dev server re-evaluates modules on every edit, and each new
// client would open more connections to the same database.
const globalForDb = globalThis as unknown as { resPeDb?: PrismaClient };

export const db: PrismaClient = (globalForDb.resPeDb ??= await createDbClient(loadServerConfig().database));
