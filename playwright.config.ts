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
// Exported for the tests that act as the app would (e2e/support/cooks.ts mints its sessions).
export const e2eAppEnv = pinnedSettings({
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
  // One server process (the default is one per core): a test that reads what it just wrote must
  // not meet another process's cache, which catches up within a second. Two processes are tested
  // in e2e/household-workers.spec.ts.
  SERVER_WORKERS: "1",
});
// A fresh database for every run: cleared once, in the runner (its workers load this file too,
// and so may the global setup, which runs when the servers already use the folder).
if (process.env.TEST_WORKER_INDEX === undefined && process.env.E2E_DATA_DIR_CLEARED === undefined) {
  fs.rmSync(e2eDataDir, { recursive: true, force: true });
  process.env.E2E_DATA_DIR_CLEARED = "1";
}

// Debian's Chromium: Playwright's own browser download is not reachable from these machines.
// Its headless shell first (package chromium-headless-shell; what Playwright itself runs for
// headless tests): the whole browser in headless mode took ~60% more CPU for the same tests
// (issue 29). A run with a window (--headed, --ui, --debug) needs the whole browser: the runner
// says so to its workers, which do not see its arguments.
if (process.env.TEST_WORKER_INDEX === undefined && process.argv.some((arg) => ["--headed", "--ui", "--debug"].includes(arg))) {
  process.env.E2E_WITH_WINDOW = "1";
}
const CHROMIUM_CANDIDATES = process.env.E2E_WITH_WINDOW
  ? ["/usr/bin/chromium"]
  : ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];
const chromiumPath = process.env.CHROMIUM_PATH ?? CHROMIUM_CANDIDATES.find((file) => fs.existsSync(file));
if (!chromiumPath || !fs.existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath ?? CHROMIUM_CANDIDATES.join(" or ")}. Install it ` +
      "(sudo apt-get install -y chromium-headless-shell), set CHROMIUM_PATH, or run bash .ci/run, which installs it.",
  );
}

// multi-instance.spec.ts and household-multi-instance.spec.ts: instances of their own on PostgreSQL.
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
  // Writes the pool of test cooks (e2e/support/cooks.ts) once the servers are up.
  globalSetup: "./e2e/support/global-setup.ts",
  reporter: [["list"], ["json", { outputFile: ".tmp/reports/playwright.json" }]],
  timeout: 30_000,
  expect: { timeout: 7_500 },
  use: {
    baseURL,
    // The pages speak the browser's language (issue 35): the specs read English unless one asks
    // for another (test.use({ locale })), whatever the machine's own language.
    locale: "en-US",
    // A failed test keeps its trace: every action with its timing, the console, the network and
    // the source. Without the film strip of screenshots (~0.3 s of the browser's CPU per test) and
    // without the DOM snapshots before and after each action: recording those for every test (to
    // keep the few that fail) took ~12% of the run's CPU, measured on the processes' own CPU time
    // (issue 29). A failure still says where the page was (Playwright's error context: the page's
    // accessibility tree at the failure); `--trace on` records the DOM for a rerun.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    launchOptions: chromium,
    // No service worker, except in the specs of what it does (offline.spec.ts, offline-recipes,
    // household-offline, languages-rest: `test.use({ serviceWorkers: "allow" })`). In every other
    // test's fresh browser it installed the app shell (~70 files) and, on a signed-in page, had
    // the server draw the cook's plan, saved recipes and their pages ahead, which no assertion
    // there reads: ~20% of the browser's and the server's CPU in a run (issue 29).
    serviceWorkers: "block",
  },
  projects: [
    // Two more instances of the built app on a throw-away PostgreSQL; plain HTTP, no browser.
    // First: its one worker starts PostgreSQL and two app instances while the other runs the
    // browser tests (listed last, it ran alone at the end, the second worker idle for ~50 s).
    { name: "multi-instance", testMatch: MULTI_INSTANCE },
    {
      name: "desktop",
      testIgnore: MULTI_INSTANCE,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "phone",
      testIgnore: MULTI_INSTANCE,
      // Tests of HTTP answers alone, and of behaviour no width changes (HTTP_ONLY and ONE_WIDTH in
      // e2e/support/fixtures.ts): the desktop project runs them once.
      grepInvert: /@http|@one-width/,
      use: { ...devices["Pixel 5"], viewport: { width: 360, height: 740 }, browserName: "chromium" },
    },
  ],
  webServer: [
    {
      // The mail server and the language model (one process: one start to wait for, not two).
      command: "npx tsx e2e/support/fake-servers.ts",
      port: llmPort,
      reuseExistingServer: false,
      env: { SMTP_SINK_PORT: String(smtpPort), SMTP_SINK_FILE: e2eMailFile, FAKE_LLM_PORT: String(llmPort) },
    },
    {
      // The production path a newcomer takes (`npm start`): migrations, build when stale, serve.
      command: "node scripts/start.mjs",
      url: `${baseURL}/robots.txt`,
      // The build is part of this start: ~1 min on an idle 2-core machine, over 4 min on a busy
      // one (seen with two suites at once). A limit only for a start that hangs.
      timeout: 900_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: { ...e2eAppEnv, PORT: String(port) },
    },
    {
      // Started after the first (Playwright starts its servers in order), so the build and the
      // database are there: it only serves them.
      command: "npx tsx e2e/support/second-instance.ts",
      url: `${llmAppURL}/robots.txt`,
      timeout: 900_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: { ...e2eAppEnv, PORT: String(llmAppPort), AI_CHEF_ENDPOINT_URL: `http://127.0.0.1:${llmPort}/v1` },
    },
  ],
});
