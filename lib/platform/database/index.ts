import { loadConfig } from "@/lib/platform/config";
import type { PrismaClient } from "../../generated/prisma/client";
import { createDbClient } from "./client";

/**
 * The database: one Prisma client per process for the app, and what commands need to make
 * their own. The only module that imports the generated clients.
 */
export { createDbClient, enableWriteAheadLog } from "./client";
export { storedModels, type StoredModel } from "./models";
export { Prisma, type PrismaClient } from "../../generated/prisma/client";
/** A transaction's client (what `db.$transaction(async (tx) => …)` passes). */
export type Transaction = import("../../generated/prisma/client").Prisma.TransactionClient;

// One client per process: Next's dev server re-evaluates modules on every edit, and each new
// client would open more connections to the same database.
const globalForDb = globalThis as unknown as { resPeDb?: PrismaClient };

function appClient(): PrismaClient {
  globalForDb.resPeDb ??= createDbClient(loadConfig().database);
  return globalForDb.resPeDb;
}

/**
 * The app's client, made on first use (importing this module connects to nothing, so commands
 * load their .env first and tests choose their database before any query).
 */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const client = appClient();
    const value = Reflect.get(client, property, client) as unknown;
    return typeof value === "function" ? value.bind(client) : value;
  },
});
