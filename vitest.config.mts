import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { freePort } from "./tooling/processes";
import { pinnedSettings } from "./tooling/pinned-settings";
import { postgresForTests } from "./tooling/throwaway-postgres";

/**
 * Pure unit tests (`*.test.ts`) run once, in project "unit". Database tests (`*.db.test.ts`) run
 * twice: on a fresh SQLite file (project "sqlite") and, when PostgreSQL is installed, on a fresh
 * throw-away PostgreSQL server (project "postgresql"; required in CI). Real databases through
 * Prisma, never the developer's. Every project pins its settings (tooling/pinned-settings.ts).
 */
export default defineConfig(async () => {
  // Only a name: Vitest may evaluate this file more than once, and the project's global setup
  // creates the folder (and deletes it at the end).
  const runDir = path.join(os.tmpdir(), `res-pe-test-${randomBytes(6).toString("hex")}`);
  const envFor = (name: string, databaseUrl: (dataDir: string) => string) => {
    const dataDir = path.join(`${runDir}-${name}`, "data");
    return pinnedSettings({
      NODE_ENV: "test",
      RES_PE_TEST_RUN_DIR: `${runDir}-${name}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl(dataDir),
      // A fresh session secret per run, as the server's instrumentation would load it.
      AUTH_SECRET: randomBytes(32).toString("base64url"),
    });
  };
  const sqliteEnv = envFor("sqlite", (dataDir) => `file:${path.join(dataDir, "res-pe.db")}`);
  const postgresBin = postgresForTests("The integration suite");
  // The server is started by the project's global setup, on this port with this password.
  const postgresUrl = postgresBin
    ? `postgresql://res_pe:${randomBytes(18).toString("base64url")}@127.0.0.1:${await freePort()}/res_pe_test`
    : undefined;

  const databaseProject = (name: string, env: Record<string, string>) => ({
    extends: true as const,
    test: {
      name,
      env,
      include: ["tests/**/*.db.test.ts"],
      globalSetup: ["tests/support/global-setup.ts"],
      // A copy of the prepared database for every test file, so files run side by side.
      setupFiles: ["tests/support/own-database.ts"],
    },
  });
  // No database: one that a unit test touched by mistake would be empty, and the test would fail.
  const unitDataDir = path.join(`${runDir}-unit`, "data");
  const unitProject = {
    extends: true as const,
    test: {
      name: "unit",
      include: ["tests/**/*.test.ts"],
      exclude: ["tests/**/*.db.test.ts"],
      env: pinnedSettings({
        NODE_ENV: "test",
        DATA_DIR: unitDataDir,
        DATABASE_URL: `file:${path.join(unitDataDir, "none.db")}`,
        AUTH_SECRET: randomBytes(32).toString("base64url"),
      }),
    },
  };
  return {
    resolve: {
      alias: {
        "@": path.resolve(__dirname),
        // Marks modules that must stay on the server; in tests everything is on the server.
        "server-only": path.resolve(__dirname, "tests/support/empty-module.ts"),
      },
    },
    test: {
      // Each project names its own files (a project's lists would be added to these, not replace them).
      reporters: ["default", ["json", { outputFile: ".tmp/reports/vitest.json" }]],
      environment: "node",
      // Both projects share the machine's cores, and bcrypt is slow on purpose: room for a busy
      // machine. Speed is measured by the benchmarks, never by these limits.
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Vitest's default is one worker fewer than the cores: a single file at a time on a 2-core
      // machine, with a core idle. Every database test file has a database of its own
      // (tests/support/own-database.ts), so files run side by side, one per core: not more, as
      // some tests time their own work (a parse, a login) and a crowded core would stretch it.
      maxWorkers: os.availableParallelism(),
      // `npm run test:coverage`: lines and branches per lib domain (scripts/coverage-by-domain.ts).
      coverage: {
        provider: "v8",
        include: ["lib/**/*.{ts,tsx}"],
        exclude: ["lib/generated/**"],
        reporter: ["text-summary", "json-summary"],
        reportsDirectory: ".tmp/coverage",
      },
      projects: [
        unitProject,
        databaseProject("sqlite", sqliteEnv),
        ...(postgresBin && postgresUrl
          ? [databaseProject("postgresql", { ...envFor("postgresql", () => postgresUrl), RES_PE_TEST_POSTGRES_BIN: postgresBin })]
          : []),
      ],
    },
  };
});
