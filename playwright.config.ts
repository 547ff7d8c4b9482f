import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { pinnedSettings } from "./tooling/pinned-settings";

/** A port nobody listens on, found before the server starts (the config cannot await). */
function freePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim());
}

// Set once in the runner; its worker processes inherit it and so agree on the port.
process.env.E2E_PORT ??= String(freePort());
process.env.E2E_SMTP_PORT ??= String(freePort());
process.env.E2E_LLM_PORT ??= String(freePort());
process.env.E2E_LLM_APP_PORT ??= String(freePort());
const port = Number(process.env.E2E_PORT);
const smtpPort = Number(process.env.E2E_SMTP_PORT);
const llmPort = Number(process.env.E2E_LLM_PORT);
const llmAppPort = Number(process.env.E2E_LLM_APP_PORT);
export const e2eDataDir = path.resolve(".tmp", "e2e", String(port));
/** Where the loopback SMTP server writes what the app mails (one JSON object per line). */
export const e2eMailFile = path.join(e2eDataDir, "smtp-received.jsonl");
const baseURL = `http://127.0.0.1:${port}`;
/**
 * A second instance of the same build, on the same data folder (so the same accounts and
 * sessions: cookies do not depend on the port), whose AI chef is a language model: the fake
 * OpenAI-compatible server below. The main instance keeps the default catalog chef.
 */
export const llmAppURL = `http://127.0.0.1:${llmAppPort}`;

// Every setting the app reads is pinned here: a PORT, SITE_URL or .env on the machine changes nothing.
const appEnv = pinnedSettings({
  HOST: "127.0.0.1",
  DATA_DIR: e2eDataDir,
  DATABASE_URL: `file:${path.join(e2eDataDir, "res-pe.db")}`,
  SITE_URL: "http://localhost:3000",
  // Tests act as clients behind one proxy, so each test can have its own address
  // (X-Forwarded-For) and its own rate-limit budget.
  TRUST_PROXY: "1",
  // Reset codes go by real SMTP to the loopback server above.
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  // Recipe imports read pages from the tests' loopback recipe site (e2e/import.spec.ts); a test
  // run may set this under NODE_ENV=production, a real server may not (lib/platform/config).
  IMPORT_ALLOW_LOOPBACK: "true",
  RES_PE_TEST_RUN: "true",
});
// A fresh database for every run (only in the runner: its workers load this file too).
if (process.env.TEST_WORKER_INDEX === undefined) fs.rmSync(e2eDataDir, { recursive: true, force: true });

// Debian's Chromium: Playwright's own browser download is not reachable from these machines.
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}. Install it (sudo apt-get install -y chromium), ` +
      "set CHROMIUM_PATH, or run bash .ci/run, which installs it.",
  );
}

const MULTI_INSTANCE = /multi-instance\.spec\.ts$/;

const chromium = {
  executablePath: chromiumPath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  // A test that needs a retry is a defect to fix, not to hide.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"], ["json", { outputFile: ".tmp/reports/playwright.json" }]],
  timeout: 30_000,
  expect: { timeout: 7_500 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    {
      name: "desktop",
      testIgnore: MULTI_INSTANCE,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "phone",
      testIgnore: MULTI_INSTANCE,
      use: { ...devices["Pixel 5"], viewport: { width: 360, height: 740 }, browserName: "chromium" },
    },
    // Two more instances of the built app on a throw-away PostgreSQL; plain HTTP, no browser.
    { name: "multi-instance", testMatch: MULTI_INSTANCE },
  ],
  webServer: [
    {
      command: "npx tsx e2e/support/smtp-sink-server.ts",
      port: smtpPort,
      reuseExistingServer: false,
      env: { SMTP_SINK_PORT: String(smtpPort), SMTP_SINK_FILE: e2eMailFile },
    },
    {
      // The production path a newcomer takes (`npm start`): migrations, build when stale, serve.
      command: "npx tsx scripts/start.ts",
      url: `${baseURL}/robots.txt`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: { ...appEnv, PORT: String(port) },
    },
    {
      command: "npx tsx e2e/support/fake-llm-server.ts",
      port: llmPort,
      reuseExistingServer: false,
      env: { FAKE_LLM_PORT: String(llmPort) },
    },
    {
      // Started after the first (Playwright starts its servers in order), so the build is there.
      command: "npx tsx scripts/start.ts",
      url: `${llmAppURL}/robots.txt`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: { ...appEnv, PORT: String(llmAppPort), AI_CHEF_ENDPOINT_URL: `http://127.0.0.1:${llmPort}/v1` },
    },
  ],
});
