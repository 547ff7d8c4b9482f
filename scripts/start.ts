/**
 * `npm start`: everything a fresh clone needs, then the production server on PORT (default 3000).
 * 1. validates the configuration, 2. prepares the database (SQLite: the data folder and the
 *    secret; migrations; the meal catalog),
 * 3. builds the app when its sources or build-time settings changed since the last build,
 * 4. serves it (in SERVER_WORKERS processes, which skip steps 1–3; the first process then only
 *    supervises them: server/supervise.ts). With the build current, the workers start before
 *    step 2 and wait for it before they touch the database.
 */
import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ConfigError, SITE_ENV_KEYS, loadConfig, loadEnvFiles, resolveAuthSecret, settingsFingerprint } from "../lib/platform/config";

Object.assign(process.env, { NODE_ENV: "production" });
process.env.NEXT_TELEMETRY_DISABLED ??= "1";

const BUILD_INPUTS = [
  // Next compiles it into the build (it runs before the first request), like the folders below.
  "instrumentation.ts",
  "app",
  "components",
  "config",
  "lib",
  "public",
  "proxy.ts",
  "next.config.ts",
  "tsconfig.json",
  "package-lock.json",
  "prisma/schema.prisma",
];
const STAMP_FILE = path.join(".next", "res-pe-build-stamp");

/** A fingerprint of everything that ends up in the build, including build-time settings. */
async function buildFingerprint(): Promise<string> {
  const hash = createHash("sha256");
  const files = BUILD_INPUTS.flatMap((input) =>
    fs.statSync(input, { throwIfNoEntry: false })?.isDirectory()
      ? fs
          .readdirSync(input, { recursive: true, encoding: "utf8" })
          .map((file) => path.join(input, file))
          .filter((file) => !file.startsWith(path.join("lib", "generated")))
      : [input],
  );
  for (const file of files.sort()) {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) continue;
    hash.update(file).update(fs.readFileSync(file));
  }
  // Prerendered pages embed these, the site's address and the footer's year.
  hash.update(settingsFingerprint(SITE_ENV_KEYS));
  hash.update(loadConfig().server.siteUrl);
  hash.update(String(new Date().getFullYear()));
  return hash.digest("hex");
}

/** Whether the build on disk is the one `fingerprint` describes. */
const isBuilt = (fingerprint: string) =>
  fs.existsSync(path.join(".next", "BUILD_ID")) && (fs.existsSync(STAMP_FILE) ? fs.readFileSync(STAMP_FILE, "utf8") : "") === fingerprint;

function build(fingerprint: string): void {
  console.log("Building Res-pe (first start, or its sources changed)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("The build failed (see above).");
  fs.writeFileSync(STAMP_FILE, fingerprint);
}

async function main() {
  loadEnvFiles();
  try {
    const { workers } = loadConfig().server;
    // A cluster's worker (SERVER_WORKERS) finds all of that done by the first process, and does
    // not load it: the catalog seeding and the migration check would be held in every worker's
    // memory for nothing, beside Next's own copy of the app (issue 31).
    if (!cluster.isPrimary) {
      const { serve } = await import("../server/serve");
      await serve();
      return;
    }
    // The server would refuse to start without a secret it can use (instrumentation.ts): say so
    // before a build, and have it before a worker starts.
    resolveAuthSecret(loadConfig());
    const fingerprint = await buildFingerprint();
    // Already built (nearly every start): the workers load Next while this process prepares the
    // database, and wait for it before they touch it (server/supervise.ts). In turn, the first
    // answer came ~1 s later (issue 31).
    const supervisor = workers > 1 && isBuilt(fingerprint) ? (await import("../server/supervise")).superviseWorkers(workers) : undefined;
    const { prepareData } = await import("./prepare-data");
    await prepareData();
    if (!isBuilt(fingerprint)) build(fingerprint);
    if (supervisor) supervisor.dataReady();
    else if (workers > 1) (await import("../server/supervise")).superviseWorkers(workers).dataReady();
    else await (await import("../server/serve")).serve();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\n${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
