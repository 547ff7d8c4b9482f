/**
 * `npm start` (issue 31): runs scripts/start.ts as JavaScript compiled by esbuild (which tsx
 * itself uses; no TypeScript loader in the serving processes). The compiled file,
 * dist/start.cjs, holds start.ts and what it imports from this repository (server/, lib/,
 * config/; packages stay in node_modules), and is made again when any of those sources is newer
 * than it: on a fresh clone at the first start, after a pull or an edit. `node scripts/start.mjs
 * --compile` compiles alone (`npm run build` does). The programs of the server's worker threads
 * are compiled with it, for Node loads a worker's file as it is (Next's bundles are no such
 * file): dist/backup-worker.cjs, the admin's backup download (lib/platform/backup/download.ts).
 * Plain JavaScript on purpose: it must run before anything is compiled.
 */
import cluster from "node:cluster";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUTPUT = path.join(ROOT, "dist", "start.cjs");
/** Each compiled file (dist/<name>.cjs) and its entry. */
const ENTRIES = { start: "scripts/start.ts", "backup-worker": "lib/platform/backup/download-worker.ts" };
const SOURCES = ["scripts/start.ts", "scripts/prepare-data.ts", "server", "lib", "config", "instrumentation.ts", "package-lock.json", "tsconfig.json"];

/** The newest modification time among the sources (a walk of a few hundred files: milliseconds). */
function newestSource() {
  let newest = 0;
  for (const source of SOURCES) {
    const full = path.join(ROOT, source);
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat) continue;
    const files = stat.isDirectory() ? fs.readdirSync(full, { recursive: true, encoding: "utf8" }).map((file) => path.join(full, file)) : [full];
    for (const file of files) newest = Math.max(newest, fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0);
  }
  return newest;
}

async function compile() {
  const { build } = await import("esbuild");
  await build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    outdir: path.dirname(OUTPUT),
    outExtension: { ".js": ".cjs" },
    bundle: true,
    platform: "node",
    // CommonJS: packages such as @next/env are CommonJS whose names an ES module cannot import
    // one by one (tsx bridges that; plain Node does not). import.meta.url, which the Prisma client
    // and prepare-data read, becomes the compiled file's own URL.
    format: "cjs",
    define: { "import.meta.url": "__compiledFileUrl" },
    target: "node20",
    // Packages are loaded from node_modules as they are (native ones among them); only our own
    // TypeScript is compiled. The tsconfig's "@/…" paths are resolved by esbuild.
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
    banner: { js: '// Compiled by scripts/start.mjs: do not edit.\nconst __compiledFileUrl = require("node:url").pathToFileURL(__filename).href;' },
  });
}

const compiledIsCurrent = () => {
  const newest = newestSource();
  return Object.keys(ENTRIES).every((name) => (fs.statSync(path.join(path.dirname(OUTPUT), `${name}.cjs`), { throwIfNoEntry: false })?.mtimeMs ?? 0) >= newest);
};

// A cluster's worker (SERVER_WORKERS) runs what its primary just checked.
if (cluster.isPrimary && (process.argv.includes("--compile") || !compiledIsCurrent())) await compile();
if (!process.argv.includes("--compile")) await import(pathToFileURL(OUTPUT).href);
