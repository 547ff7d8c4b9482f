import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { loadEnvFiles } from "./lib/config/load-env-files";
import { loadServerConfig } from "./lib/config/server-config";

loadEnvFiles();

// Prisma's JS schema engine (no downloaded binary) over the same database file the app uses.
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  async adapter() {
    const { databaseFile } = loadServerConfig();
    return new PrismaBetterSQLite3(
      { url: databaseFile },
      { shadowDatabaseUrl: ":memory:" },
    );
  },
});
