import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// A fresh SQLite file for every run: the real database, through Prisma, never the developer's.
const runDir = fs.mkdtempSync(path.join(os.tmpdir(), "res-pe-test-"));
const testEnv = {
  NODE_ENV: "test",
  RES_PE_TEST_RUN_DIR: runDir,
  DATA_DIR: path.join(runDir, "data"),
  DATABASE_URL: `file:${path.join(runDir, "data", "res-pe.db")}`,
  // A fresh session secret per run, as the server's instrumentation would load it.
  AUTH_SECRET: randomBytes(32).toString("base64url"),
};
// The global setup runs in this process; the test workers get `test.env`.
Object.assign(process.env, testEnv);

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(__dirname),
      // Marks modules that must stay on the server; in tests everything is on the server.
      "server-only": path.resolve(__dirname, "tests/support/empty-module.ts"),
    },
  },
  test: {
    include: ["tests/**/*.test.ts"],
    reporters: ["default", ["json", { outputFile: ".tmp/reports/vitest.json" }]],
    environment: "node",
    globalSetup: ["tests/support/global-setup.ts"],
    env: testEnv,
  },
});
