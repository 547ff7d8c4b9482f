import { defineConfig } from "prisma/config";
import { loadConfig, loadEnvFiles } from "./lib/platform/config";
import { migrateAdapter } from "./tooling/prisma/migrate-adapter";
import { POSTGRES_SCHEMA, SQLITE_SCHEMA, writePostgresSchema } from "./tooling/prisma/postgres-schema";

loadEnvFiles();
// Every CLI run sees the PostgreSQL schema as prisma/schema.prisma says it is now.
writePostgresSchema();
const { database } = loadConfig();

// Prisma's JS schema engine (no downloaded binary) on the database DATABASE_URL names. The
// schema follows the database, and each schema's migrations are the folder beside it
// (prisma/migrations, prisma/postgres/migrations), also for a schema given with --schema.
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: database.provider === "postgresql" ? POSTGRES_SCHEMA : SQLITE_SCHEMA,
  async adapter() {
    return migrateAdapter(database);
  },
});
